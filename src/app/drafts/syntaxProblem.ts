import { parse, type ParseResult } from '../../io';
import type { ResourceKind } from '../../schema/resources';
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
export function syntaxProblemOf(result: ParseResult): SyntaxProblem | null {
  if (result.document !== undefined) return null;
  const first = result.issues[0];
  return {
    line: first?.line ?? 1,
    column: first?.column ?? 1,
    message: first?.message ?? 'The text is not JSON',
  };
}

export const textSyntaxProblem = (text: string, kind: ResourceKind) =>
  syntaxProblemOf(parse(text, kind));

const known = new Map<string, { rawText: string; problem: SyntaxProblem | null }>();

/** The syntax problem of a draft's kept JSON text; null when it has none (parsed once per text). */
export function draftSyntaxProblem(draft: Pick<Draft, 'id' | 'kind' | 'rawText'>) {
  if (draft.rawText === undefined) return null;
  const cached = known.get(draft.id);
  if (cached?.rawText === draft.rawText) return cached.problem;
  const problem = textSyntaxProblem(draft.rawText, draft.kind);
  known.set(draft.id, { rawText: draft.rawText, problem });
  return problem;
}

/**
 * A draft as the editor opens it: kept JSON text that parses by now becomes the document (it was
 * stored within the pause before it was applied); text that does not stays, with its problem.
 */
export function openedDraft(draft: Draft): Draft & { problem: SyntaxProblem | null } {
  if (draft.rawText === undefined) return { ...draft, problem: null };
  const result = parse(draft.rawText, draft.kind);
  if (result.document === undefined) return { ...draft, problem: syntaxProblemOf(result) };
  const { rawText: _applied, ...rest } = draft;
  return { ...rest, document: result.document, problem: null };
}
