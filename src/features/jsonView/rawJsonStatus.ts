import { parsedVerdict, verdictWords, type ParseResult } from '../../io';
import { syntaxErrorLabel, syntaxProblemOf } from '../../io/syntaxProblem';

/**
 * The editor's status line: where the text breaks, or the document's verdict in the words the tab
 * and the toolbar use, a repeated key (the text's own warning) counted apart.
 */
export function rawJsonStatus(result: ParseResult): { text: string; broken: boolean } {
  const syntax = syntaxProblemOf(result);
  if (syntax) return { text: `${syntaxErrorLabel(syntax)}: ${syntax.message}`, broken: true };
  const verdict = parsedVerdict(result.issues);
  const repeated = result.issues.filter((issue) => issue.code === 'duplicateKey').length;
  return { text: verdictWords({ ...verdict, otherWarnings: repeated }).text, broken: false };
}
