import { enumInfo, enumSchemas, lookup } from '../../schema/enums';
import type { FieldNode } from '../../schema/introspect';
import type { ResourceKind } from '../../schema/resources';
import { quote } from '../describeValue';
import type { Segments } from '../walkDocument';

/**
 * A measured image: its natural size once loaded; 'failed' when it did not load, or
 * `{ failed }` with the reason in words; `{ notChecked }` with the reason it was never fetched
 * (the command line's time for image checks ran out).
 */
export type ImageMeasurement =
  { width: number; height: number } | 'failed' | { failed: string } | { notChecked: string };

/** Measured images by URI; the editor measures them as they load, the CLI with --check-images. */
export type ImageMeasurements = ReadonlyMap<string, ImageMeasurement>;

/** One value a rule looks at: a node of the schema, its value and where it is. */
export interface Visit {
  node: FieldNode;
  value: unknown;
  segments: Segments;
}

export interface ReadinessContext {
  kind: ResourceKind;
  document: Record<string, unknown>;
  /** Every value the schema knows, in document order (walked once for all rules). */
  visits: readonly Visit[];
  /** The visits of values of these spec types ('Barcode', 'TimeInterval' ...), in document order. */
  ofType: (...typeNames: string[]) => readonly Visit[];
  /** The visits of values under these property names ('language', 'restrictToEmailSha256'). */
  withKey: (...keys: string[]) => readonly Visit[];
  images?: ImageMeasurements;
}

/** What a rule found: where, and what Google does about it. */
export interface Finding {
  segments: Segments;
  message: string;
  /** A more precise Google page than the rule's own, when one finding needs it. */
  source?: string;
  /** The repair, when it is certain (src/io/fix); otherwise the message says what to decide. */
  fix?: FindingFix;
}

/** One change of a fix, at segments of the same unit as the finding's own. */
export type FixChange =
  | { op: 'add' | 'replace'; segments: Segments; value: unknown }
  | { op: 'remove'; segments: Segments };

/** A certain repair of a finding: what it does, in a designer's words, and its changes. */
export interface FindingFix {
  /** Says what the fix does: “Remove the review comments”, “Shorten to 20 characters”. */
  name: string;
  changes: readonly FixChange[];
}

/**
 * What a rule's findings depend on, which tells the linter (src/io/createLinter.ts) when to check it
 * again. The levels are the root and an embedded classReference; every other property of a level,
 * and every row of a level's list, is a unit, cached by its identity.
 * - 'level': the level's own shallow fields only; checked on every call, on the levels alone.
 * - 'subtree': the visited value and what lies under it; checked once per unit (again when the unit
 *   changes) and on the levels on every call. Must not read `context.document` or `context.images`.
 * - 'document': the document beyond the visited value; checked on every call.
 * - 'images': the measured images; checked on every call.
 * A 'document' or 'images' rule sees the levels, then each unit's visits of its `reads` types.
 */
export type RuleScope = 'level' | 'subtree' | 'document' | 'images';

/** One of Google's published rules, checked as a warning (never an error: validity is the spec's). */
export interface ReadinessRule {
  /** Stable id, such as 'google.length'. */
  id: string;
  /** What the rule checks, for the README and the SARIF rule list. */
  title: string;
  /** The Google page the rule comes from. */
  source: string;
  /** Further pages for rules that span several types. */
  also?: readonly string[];
  scope: RuleScope;
  /**
   * 'document' and 'images' rules that look at visits below the levels: the spec types they read.
   * Each unit keeps its visits of these types, so the rule is checked again without a walk.
   */
  reads?: readonly string[];
  check: (context: ReadinessContext) => Finding[];
}

export const REFERENCE = 'https://developers.google.com/wallet/reference/rest/v1';

/** Google's reference page of a class or object type name ('TransitClass' -> .../transitclass). */
export function resourcePage(typeName: string): string {
  return `${REFERENCE}/${typeName.toLowerCase()}`;
}

/** The class and object levels of a document: the root and an embedded classReference. */
export const LEVELS = new Set(['TransitClass', 'OfferClass', 'OfferObject']);

const toUpper = lookup(
  Object.values(enumSchemas).flatMap((schema) =>
    Object.entries(enumInfo.get(schema)?.toUpper ?? {}),
  ),
);

/** An enum value in its UPPER_SNAKE_CASE spelling ('qrCode' -> 'QR_CODE'); other values as they are. */
export function enumUpper(value: unknown): string | undefined {
  return typeof value === 'string' ? (toUpper[value] ?? value) : undefined;
}

const toLabel = lookup(
  Object.values(enumSchemas).flatMap((schema) => {
    const info = enumInfo.get(schema);
    return Object.entries(info?.toUpper ?? {}).map(([spelling, upper]): [string, string] => [
      spelling,
      info?.labels[upper] ?? upper,
    ]);
  }),
);

/**
 * An enum value as a message names it, quoted: a known spelling by the label the editor's select
 * shows ('qrCode' and 'QR_CODE' -> “QR code”), anything else as it is, cut (a hostile file's
 * value may be any length).
 */
export function enumShown(value: unknown): string | undefined {
  return typeof value === 'string' ? quote(toLabel[value] ?? value) : undefined;
}

/** Unicode code points, as Google counts characters (an emoji is one). */
export const codePoints = (text: string) => Array.from(text).length;
