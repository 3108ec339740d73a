import type { ParseResult } from '../../io';
import { readJson } from '../../io/readJson';
import type { Draft } from './draft';

/** Where JSON text stops parsing, 1-based, and why. */
export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

/** "JSON syntax error at 4:3": the same words in the tab, the status and the issue list. */
export const syntaxErrorLabel = ({ line, column }: Pick<SyntaxProblem, 'line' | 'column'>) =>
  `JSON syntax error at ${line}:${column}`;

/** The first syntax problem of a parse, or null when the text is JSON. */
export function syntaxProblemOf(
  result: Pick<ParseResult, 'document' | 'issues'>,
): SyntaxProblem | null {
  if (result.document !== undefined) return null;
  const first = result.issues[0];
  return {
    line: first?.line ?? 1,
    column: first?.column ?? 1,
    message: first?.message ?? 'The text is not JSON',
  };
}

/** The syntax problem of JSON text: only whether it reads, not what the checks say of it. */
export function textSyntaxProblem(text: string): SyntaxProblem | null {
  const read = readJson(text);
  return read.ok ? null : syntaxProblemOf({ document: undefined, issues: read.issues });
}

const known = new Map<string, { rawText: string; problem: SyntaxProblem | null }>();

/** The syntax problem of a draft's kept JSON text; null when it has none (parsed once per text). */
export function draftSyntaxProblem(draft: Pick<Draft, 'id' | 'rawText'>) {
  if (draft.rawText === undefined) return null;
  const cached = known.get(draft.id);
  if (cached?.rawText === draft.rawText) return cached.problem;
  const problem = textSyntaxProblem(draft.rawText);
  known.set(draft.id, { rawText: draft.rawText, problem });
  return problem;
}

/**
 * A draft as the editor opens it: kept JSON text that parses by now becomes the document (it was
 * stored within the pause before it was applied); text that does not stays, with its problem.
 */
export function openedDraft(draft: Draft): Draft & { problem: SyntaxProblem | null } {
  if (draft.rawText === undefined) return { ...draft, problem: null };
  const read = readJson(draft.rawText);
  if (!read.ok)
    return { ...draft, problem: syntaxProblemOf({ document: undefined, issues: read.issues }) };
  const { rawText: _applied, ...rest } = draft;
  return { ...rest, document: read.document, problem: null };
}
