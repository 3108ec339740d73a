import { countCodePoints } from '../schema/primitives';
import type { EnumInfo } from '../schema/enums';
import { nodeAt, type FieldNode } from '../schema/introspect';
import { describeType, describeValue, quote, readableTypeName, withArticle } from './describeValue';
import { googleShapeAt, googleShapeMessage, googleShapeOf } from './googleShapes';

/** The parts of a zod issue (final or raw, as an error map sees it) a message is built from. */
export interface DescribableIssue {
  code: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  keys?: readonly string[];
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
  format?: string;
  message?: string;
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

export function segmentsOf(path: readonly PropertyKey[] | undefined): (string | number)[] {
  return (path ?? []).map((s) => (typeof s === 'number' ? s : String(s)));
}

/** What the object at `segments` is called: the array's item label, else its type's name. */
export function containerName(root: FieldNode, segments: readonly (string | number)[]): string {
  const last = segments.at(-1);
  if (typeof last === 'number') {
    const itemLabel = nodeAt(root, segments.slice(0, -1))?.ui?.itemLabel;
    if (itemLabel) return itemLabel;
  }
  const node = nodeAt(root, segments);
  if (node?.typeName) return readableTypeName(node.typeName);
  return node && segments.length > 0 ? node.label : 'The document';
}

/** The values to choose from, as the editor's select names them; "Unspecified" says nothing. */
function enumValuesForMessage(info: EnumInfo): string {
  return info.values
    .filter((v) => !v.endsWith('_UNSPECIFIED'))
    .map((v) => info.labels[v] ?? v)
    .join(', ');
}

function bounds(node: FieldNode | undefined, issue: DescribableIssue): string {
  const label = node?.label ?? 'The value';
  const min = node?.minimum ?? (issue.minimum === undefined ? undefined : Number(issue.minimum));
  const max = node?.maximum ?? (issue.maximum === undefined ? undefined : Number(issue.maximum));
  const actual = typeof issue.input === 'number' ? `; it is ${issue.input}` : '';
  if (min !== undefined && max !== undefined)
    return `${label} must be between ${min} and ${max}${actual}`;
  if (max !== undefined) return `${label} must be at most ${max}${actual}`;
  return `${label} must be at least ${min ?? 0}${actual}`;
}

/**
 * A sentence a designer understands for one zod issue, named with the FieldNode labels of `root`
 * (the resource's introspected tree). The forms use it too, so inline errors read the same.
 */
export function describeIssue(issue: DescribableIssue, root: FieldNode): string {
  const segments = segmentsOf(issue.path);
  const node = nodeAt(root, segments);
  const label = node?.label ?? 'This value';
  const input = issue.input;
  // A secret (the TOTP key) is never quoted: messages reach screens, logs and error reports.
  const secret = node?.ui?.widget === 'secret';
  const shown = (value: unknown) => (secret ? describeType(value) : describeValue(value));
  const quoted = (value: string) => (secret ? label : quote(value));
  // Enums answer null with invalid_value, other types with invalid_type: one sentence for both.
  if (input === null && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    return segments.length === 0
      ? 'The document is null; expected a JSON object'
      : 'Must not be null here; leave the field out instead';
  }
  switch (issue.code) {
    case 'unrecognized_keys': {
      // Fields of Google's API that the spec lacks say so; any others are plainly unknown.
      const google = (issue.keys ?? []).flatMap((k) => googleShapeOf(node?.typeName, k) ?? []);
      const others = (issue.keys ?? []).filter((k) => !google.some((shape) => shape.key === k));
      const keys = others.map((k) => quote(k)).join(', ');
      const noun = others.length > 1 ? 'Unknown properties' : 'Unknown property';
      return [
        ...google.map(googleShapeMessage),
        ...(others.length > 0
          ? [`${noun} ${keys} — ${containerName(root, segments)} has no such field`]
          : []),
      ].join('; ');
    }
    case 'invalid_type':
      if (input === undefined) return `${label} is required`;
      if (Array.isArray(input) && issue.expected === 'object') {
        const shape = googleShapeAt(root, segments);
        if (shape?.spec === 'one') return googleShapeMessage(shape);
      }
      return `Expected ${EXPECTED[issue.expected ?? ''] ?? issue.expected ?? 'another type'}, not ${shown(input)}`;
    case 'too_big':
    case 'too_small':
      if (issue.origin === 'string' && typeof input === 'string') {
        const limit = issue.code === 'too_big' ? 'the limit is' : 'the minimum is';
        const bound = issue.code === 'too_big' ? issue.maximum : issue.minimum;
        return `${label} has ${countCodePoints(input)} characters; ${limit} ${String(bound)}`;
      }
      if (issue.origin === 'number') return bounds(node, issue);
      return issue.message ?? `${label} is out of bounds`;
    case 'invalid_value': {
      const info = node?.enum;
      const what = typeof input === 'string' ? quoted(input) : capitalize(shown(input));
      if (!info) return `${what} is not allowed here`;
      const name = withArticle(readableTypeName(info.name).toLowerCase());
      return `${what} is not ${name}; choose one of ${enumValuesForMessage(info)}`;
    }
    case 'invalid_format':
      if (issue.format === 'uri') {
        if (input === '')
          return `${label} is empty; an absolute URI such as https://example.com/logo.png is required`;
        return `${typeof input === 'string' ? quoted(input) : label} is not an absolute URI: it needs a scheme such as https: and only characters RFC 3986 allows (no spaces, braces or quotes)`;
      }
      if (issue.format === 'date-time') {
        return `${typeof input === 'string' ? quoted(input) : label} is not an ISO 8601 date-time such as 2025-03-01T10:00:00 or 2025-03-01T10:00:00Z`;
      }
      return issue.message ?? `${label} has the wrong format`;
    default:
      return issue.message ?? `${label} is not valid`;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
