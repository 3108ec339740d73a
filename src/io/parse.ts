import type { ResourceKind } from '../schema/resources';
import { detectKind } from './detectKind';
import { toPointer, type Issue } from './issue';
import { lint, type LintOptions } from './lint';
import { readJson, unreadable } from './readJson';
import { scanJson, type JsonScan, type RepeatedKey } from './scanJson';
import { syntaxIssues } from './syntaxIssues';
import { createLineIndex, type TextPosition } from './textLocator';
import { validate } from './validate';

export interface ParseResult {
  kind: ResourceKind | null;
  /** The parsed JSON as is; undefined when the text is not JSON. */
  document: unknown;
  /** Syntax, kind, schema errors and lint warnings, each located in the text (see `locate`). */
  issues: Issue[];
}

export { MAX_NESTING } from './readJson';

export interface ParseOptions extends LintOptions {
  /**
   * Which results get a line and column, and whether repeated keys are looked for: 'always' (the
   * default), or 'whenInvalid', only when there is an error. A document without errors opens in
   * the editor, which shows its warnings by field: reading 5 MB of text again to place them takes
   * a tenth of a second and would be thrown away.
   */
  locate?: 'always' | 'whenInvalid';
}

/**
 * Reads a pass from JSON text: every problem at once, never an exception. `kind` is the user's
 * choice; without it the kind is detected, and an undecidable kind is an issue.
 */
export function parse(
  input: string,
  kind?: ResourceKind,
  { locate: placed = 'always', ...lintOptions }: ParseOptions = {},
): ParseResult {
  const read = readJson(input, syntaxIssues);
  if (!read.ok) return failed(kind, read.issues);
  const { text, document } = read;
  // Line starts are found only when something needs a line: a clean pass never does.
  let lineIndex: ((offset: number) => TextPosition) | undefined;
  const position = (offset: number) => (lineIndex ??= createLineIndex(text))(offset);
  try {
    const detected = kind ? { kind } : detectKind(document);
    if (detected.kind === null) {
      return {
        kind: null,
        document,
        issues: [
          {
            path: '',
            segments: [],
            severity: 'error',
            code: 'kind',
            message: detected.reason,
            line: 1,
            column: 1,
          },
        ],
      };
    }
    const errors = validate(document, detected.kind);
    const found = [...errors, ...lint(document, detected.kind, lintOptions)];
    if (placed === 'whenInvalid' && errors.length === 0) {
      return { kind: detected.kind, document, issues: found };
    }
    return { kind: detected.kind, document, issues: placeIssues(text, found, position) };
  } catch (error) {
    return failed(kind, [unreadable(error)]);
  }
}

/**
 * JSON text's syntax alone: the value, or where the text breaks. The pass is not checked: an
 * editor whose document is checked elsewhere (the JSON view, by the editor's one check) places
 * that check's issues with `locateIssues`.
 */
export function parseSyntax(input: string, kind?: ResourceKind): ParseResult {
  const read = readJson(input, syntaxIssues);
  return read.ok
    ? { kind: kind ?? null, document: read.document, issues: [] }
    : failed(kind, read.issues);
}

/**
 * Issues found in the value of JSON text (by any check), each placed at its line and column in
 * that text, with a warning at each repeated key: what `parse` returns, without checking again.
 */
export function locateIssues(input: string, issues: readonly Issue[]): Issue[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let lineIndex: ((offset: number) => TextPosition) | undefined;
  return placeIssues(text, issues, (offset) => (lineIndex ??= createLineIndex(text))(offset));
}

function placeIssues(
  text: string,
  found: readonly Issue[],
  position: (offset: number) => TextPosition,
): Issue[] {
  const scan = scanJson(
    text,
    found.flatMap((issue) =>
      issue.twin ? [issue.segments, issue.twin.segments] : [issue.segments],
    ),
  );
  const issues = found.map((issue) => locate(issue, scan, position));
  issues.push(...scan.repeatedKeys.map((repeat) => repeatedKeyIssue(repeat, position)));
  return issues.sort(byPosition);
}

function failed(kind: ResourceKind | undefined, issues: Issue[]): ParseResult {
  return { kind: kind ?? null, document: undefined, issues };
}

function locate(issue: Issue, scan: JsonScan, position: (offset: number) => TextPosition): Issue {
  const target = issue.code === 'unrecognized_keys' ? 'key' : 'value';
  const at = (segments: Issue['segments']) => {
    const offset = scan.offsetOf(segments, target);
    return offset === undefined ? {} : position(offset);
  };
  return {
    ...issue,
    ...at(issue.segments),
    ...(issue.twin && { twin: { ...issue.twin, ...at(issue.twin.segments) } }),
  };
}

/** A key that appears twice in one object, at the repeat: the last value is the one that counts. */
function repeatedKeyIssue(
  { segments, key, offset, previous, shown }: RepeatedKey,
  position: (offset: number) => TextPosition,
): Issue {
  const first = position(previous);
  return {
    path: toPointer(segments),
    segments,
    severity: 'warning',
    code: 'duplicateKey',
    message: `“${key}” appears twice in this object (first at ${first.line}:${first.column}); only this last value, ${shown}, counts`,
    ...position(offset),
  };
}

function byPosition(a: Issue, b: Issue): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
