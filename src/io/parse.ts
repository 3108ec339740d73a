import { parseTree, type Node } from 'jsonc-parser';
import type { ResourceKind } from '../schema/resources';
import { detectKind } from './detectKind';
import { duplicateKeys } from './duplicateKeys';
import type { Issue } from './issue';
import { lint, type LintOptions } from './lint';
import { findExcessiveNesting } from './nestingDepth';
import { syntaxIssues } from './syntaxIssues';
import { createLineIndex, offsetOf } from './textLocator';
import { validate } from './validate';

export interface ParseResult {
  kind: ResourceKind | null;
  /** The parsed JSON as is; undefined when the text is not JSON. */
  document: unknown;
  /** Syntax, kind, schema errors and lint warnings, each located in the text. */
  issues: Issue[];
}

/** No pass needs more than a dozen levels; deeper text is refused before any recursive step. */
export const MAX_NESTING = 256;

/**
 * Reads a pass from JSON text: every problem at once, never an exception. `kind` is the user's
 * choice; without it the kind is detected, and an undecidable kind is an issue.
 */
export function parse(input: string, kind?: ResourceKind, options?: LintOptions): ParseResult {
  // A leading byte-order mark is how some editors mark UTF-8; it is not part of the JSON.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const position = createLineIndex(text);
  try {
    const tooDeep = findExcessiveNesting(text, MAX_NESTING);
    if (tooDeep !== undefined) {
      return failed(kind, [
        {
          path: '',
          segments: [],
          severity: 'error',
          code: 'too_deep',
          message: `The JSON is nested more than ${MAX_NESTING} levels deep; a pass never is`,
          ...position(tooDeep),
        },
      ]);
    }
    const syntax = syntaxIssues(text);
    if (syntax.length > 0) return failed(kind, syntax);
    const document: unknown = JSON.parse(text);
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
    const tree = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
    const issues = [
      ...validate(document, detected.kind),
      ...lint(document, detected.kind, options),
    ].map((issue) => locate(issue, tree, position));
    issues.push(...duplicateKeys(text, position));
    issues.sort(byPosition);
    return { kind: detected.kind, document, issues };
  } catch (error) {
    const message =
      error instanceof RangeError
        ? 'The document is too large or too deeply nested to read'
        : `The document could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return failed(kind, [
      {
        path: '',
        segments: [],
        severity: 'error',
        code: 'unreadable',
        message,
        line: 1,
        column: 1,
      },
    ]);
  }
}

function failed(kind: ResourceKind | undefined, issues: Issue[]): ParseResult {
  return { kind: kind ?? null, document: undefined, issues };
}

function locate(
  issue: Issue,
  tree: Node | undefined,
  position: ReturnType<typeof createLineIndex>,
): Issue {
  const target = issue.code === 'unrecognized_keys' ? 'key' : 'value';
  const offset = offsetOf(tree, issue.segments, target);
  return offset === undefined ? issue : { ...issue, ...position(offset) };
}

function byPosition(a: Issue, b: Issue): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
