import { introspect, type FieldNode } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { contextOf, issueOf, unitContext, type Scene } from './checkContext';
import { linterChecks, type Check } from './checks';
import { documentUnits } from './documentUnits';
import { toPointer, type Issue } from './issue';
import type { Finding, ImageMeasurements, Visit } from './readiness/readinessRule';
import { joinTwins } from './twinIssues';
import { isRecord, walkDocument, type Segments } from './walkDocument';

export interface LinterHooks {
  /**
   * Called with what is checked afresh: `[]` for the levels and the document-wide rules (on every
   * call), then the path of each unit whose value is new since the previous call.
   */
  onRecompute?: (unit: Segments) => void;
}

/** What a host measured for the warnings. */
export interface LintOptions {
  /** Natural sizes of the document's images by URI, as measured so far (or 'failed'). */
  images?: ImageMeasurements;
}

/** The warnings of one document, re-derived only where it changed since the previous call. */
export interface Linter {
  (document: unknown, options?: LintOptions): Issue[];
  /**
   * Derives the findings of `document`'s units not known yet, one unit after another until
   * `stop()` says so: true once all are known, and the next call only puts them together. A large
   * document's first check can so run in slices the page answers between.
   */
  prepare: (document: unknown, stop: () => boolean) => boolean;
}

/** What one unit gave, relative to the unit: kept while the unit's value keeps its identity. */
interface UnitResult {
  /** Findings of the 'subtree' checks, in check order, each with its check's index. */
  findings: readonly { check: number; finding: Finding }[];
  /** The unit's visits of the types that rechecked rules read (`reads`). */
  watched: readonly Visit[];
  /** The findings as issues at the place they were last reported, reused while the unit stays. */
  placed?: { prefix: Segments; issues: Issue[] };
}

const NOTHING: UnitResult = { findings: [], watched: [] };

const samePrefix = (a: Segments, b: Segments) =>
  a.length === b.length && a.every((segment, i) => segment === b[i]);

/**
 * Runs `checks` on documents of one kind, caching each unit's findings by the unit value's identity.
 * The levels (the root and an embedded classReference, shallow) and every check that is not
 * scoped 'subtree' are checked on every call; a unit is walked again only when its value is new.
 * Made for immutable, structurally shared documents; a document changed in place gives stale
 * findings for the units changed in place. A finding at a localized twin's default text joins the
 * same one at its plain string (joinTwins): one issue per control.
 */
export function createChecker(
  kind: ResourceKind,
  checks: readonly Check[],
  hooks: LinterHooks = {},
): Linter {
  const root = introspect(resourceSchemas[kind]);
  const everywhere = checks.map((_, i) => i);
  const perUnit = everywhere.filter((i) => {
    const { scope, reads } = checks[i]!;
    return scope === 'subtree' || (scope !== 'level' && reads !== undefined);
  });
  const watchedTypes = new Set(
    checks.flatMap(({ scope, reads }) => (scope === 'subtree' ? [] : (reads ?? []))),
  );
  const objects = new Map<FieldNode, WeakMap<object, UnitResult>>();
  let primitives = new Map<string, { node: FieldNode; value: unknown; result: UnitResult }>();

  const compute = (unitNode: FieldNode, unitValue: unknown, prefix: Segments): UnitResult => {
    hooks.onRecompute?.(prefix);
    const visits: Visit[] = [];
    walkDocument(unitNode, unitValue, (node, value, segments) => {
      visits.push({ node, value, segments });
    });
    let running = '';
    const context = unitContext(visits, kind, () => running);
    const findings: { check: number; finding: Finding }[] = [];
    for (const i of perUnit) {
      const check = checks[i]!;
      if (check.scope !== 'subtree') continue;
      running = check.code;
      for (const finding of check.check(context)) findings.push({ check: i, finding });
    }
    const watched = visits.filter((v) => v.node.typeName && watchedTypes.has(v.node.typeName));
    return findings.length === 0 && watched.length === 0 ? NOTHING : { findings, watched };
  };

  const resultOf = (
    node: FieldNode,
    value: unknown,
    prefix: () => Segments,
    nextPrimitives: typeof primitives,
  ): UnitResult => {
    if (typeof value === 'object' && value !== null) {
      let known = objects.get(node);
      if (!known) objects.set(node, (known = new WeakMap()));
      let result = known.get(value);
      if (!result) known.set(value, (result = compute(node, value, prefix())));
      return result;
    }
    // A primitive has no identity to key on: it is compared with what stood at the same place.
    const place = toPointer(prefix());
    const previous = primitives.get(place);
    const result =
      previous && previous.node === node && Object.is(previous.value, value)
        ? previous.result
        : compute(node, value, prefix());
    nextPrimitives.set(place, { node, value, result });
    return result;
  };

  const placedIssues = (result: UnitResult, prefix: Segments): Issue[] => {
    if (result.placed && samePrefix(result.placed.prefix, prefix)) return result.placed.issues;
    const issues = result.findings.map(({ check, finding }) =>
      issueOf(checks[check]!, finding, [...prefix, ...finding.segments]),
    );
    if (result !== NOTHING) result.placed = { prefix, issues };
    return issues;
  };

  const prepare = (document: unknown, stop: () => boolean): boolean => {
    if (!isRecord(document)) return true;
    // Primitives are compared by place in the call itself: only objects are kept ahead.
    const unused: typeof primitives = new Map();
    for (const { node, at, value, rows } of documentUnits(root, document).units) {
      const values = rows ?? [value];
      for (let i = 0; i < values.length; i++) {
        const item = values[i];
        if (typeof item !== 'object' || item === null || objects.get(node)?.has(item)) continue;
        resultOf(node, item, () => (rows ? [...at, i] : at), unused);
        if (stop()) return false;
      }
    }
    return true;
  };

  const check = (document: unknown, options: LintOptions = {}): Issue[] => {
    if (!isRecord(document)) return [];
    const scene: Scene = { kind, document, images: options.images };
    const { levels, units } = documentUnits(root, document);
    hooks.onRecompute?.([]);
    const issues: Issue[] = [];
    const whole = contextOf(levels, scene);
    for (const i of everywhere) {
      const check = checks[i]!;
      for (const finding of check.check(whole))
        issues.push(issueOf(check, finding, finding.segments));
    }

    const nextPrimitives: typeof primitives = new Map();
    const report = (node: FieldNode, value: unknown, prefix: () => Segments) => {
      const result = resultOf(node, value, prefix, nextPrimitives);
      if (result === NOTHING) return;
      const at = prefix();
      const fixed = placedIssues(result, at);
      if (result.watched.length === 0) {
        issues.push(...fixed);
        return;
      }
      // Rechecked rules see this unit's watched visits, in place; findings stay in check order.
      const here = contextOf(
        result.watched.map((visit) => ({ ...visit, segments: [...at, ...visit.segments] })),
        scene,
      );
      let next = 0;
      for (const i of perUnit) {
        const check = checks[i]!;
        if (check.scope === 'subtree') {
          while (result.findings[next]?.check === i) issues.push(fixed[next++]!);
        } else {
          for (const finding of check.check(here)) {
            issues.push(issueOf(check, finding, finding.segments));
          }
        }
      }
    };
    for (const { node, at, value, rows } of units) {
      // A row's path is made only when it is needed: most rows are unchanged and quiet.
      if (rows) rows.forEach((row, i) => report(node, row, () => [...at, i]));
      else report(node, value, () => at);
    }
    primitives = nextPrimitives;
    return joinTwins(issues, document, root);
  };
  return Object.assign(check, { prepare });
}

/**
 * The warnings of documents of one kind (editor warnings and readiness rules), made for the editor:
 * each call re-derives only the units whose value changed since the previous call. `lint()` is a
 * fresh linter's first call, so both always agree.
 */
export function createLinter(kind: ResourceKind, hooks?: LinterHooks): Linter {
  return createChecker(kind, linterChecks, hooks);
}
