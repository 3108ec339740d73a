import type { Issue } from './issue';
import { findExcessiveNesting } from './nestingDepth';
import { createLineIndex } from './textLocator';

/** No pass needs more than a dozen levels; deeper text is refused before any recursive step. */
export const MAX_NESTING = 256;

export type ReadJsonResult =
  | { ok: true; /** The text without a byte-order mark. */ text: string; document: unknown }
  | {
      ok: false;
      /**
       * Each problem, where it is; empty for a syntax error when no `describeSyntax` was given
       * (the text is not JSON, and where it breaks is not known).
       */
      issues: Issue[];
    };

/**
 * JSON text as a value, or why it is not JSON: parse's first step, without the checks (what a
 * stored draft's kept text needs). Never an exception. Where JSON.parse's refusal lies is told by
 * `describeSyntax` (src/io/syntaxIssues.ts, on jsonc-parser), passed in so that a page that only
 * needs to know whether its text reads does not load that parser.
 */
export function readJson(
  input: string,
  describeSyntax?: (text: string) => Issue[],
): ReadJsonResult {
  // A leading byte-order mark is how some editors mark UTF-8; it is not part of the JSON.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  try {
    const tooDeep = findExcessiveNesting(text, MAX_NESTING);
    if (tooDeep !== undefined) {
      const issue: Issue = {
        path: '',
        segments: [],
        severity: 'error',
        code: 'too_deep',
        message: `The JSON is nested more than ${MAX_NESTING} levels deep; a pass never is`,
        ...createLineIndex(text)(tooDeep),
      };
      return { ok: false, issues: [issue] };
    }
    try {
      return { ok: true, text, document: JSON.parse(text) };
    } catch (error) {
      // Text JSON.parse refuses is described error by error, each where it is.
      if (!describeSyntax) return { ok: false, issues: [] };
      const syntax = describeSyntax(text);
      if (syntax.length > 0) return { ok: false, issues: syntax };
      throw error;
    }
  } catch (error) {
    return { ok: false, issues: [unreadable(error)] };
  }
}

/** The issue of text that could not be read at all (too large, too deep for the engine). */
export function unreadable(error: unknown): Issue {
  const message =
    error instanceof RangeError
      ? 'The document is too large or too deeply nested to read'
      : `The document could not be read: ${error instanceof Error ? error.message : String(error)}`;
  return {
    path: '',
    segments: [],
    severity: 'error',
    code: 'unreadable',
    message,
    line: 1,
    column: 1,
  };
}
