import type { ParseResult } from './parse';

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
