import type { ParseResult } from '../../io';
import { syntaxErrorLabel, syntaxProblemOf } from '../drafts/syntaxProblem';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The editor's status line: where the text breaks, or how many issues the document has. */
export function rawJsonStatus(result: ParseResult): { text: string; broken: boolean } {
  const syntax = syntaxProblemOf(result);
  if (syntax) return { text: `${syntaxErrorLabel(syntax)}: ${syntax.message}`, broken: true };
  const errors = result.issues.filter((issue) => issue.severity === 'error').length;
  const warnings = result.issues.length - errors;
  if (errors + warnings === 0) return { text: 'Valid JSON, no issues', broken: false };
  return { text: `${count(errors, 'error')}, ${count(warnings, 'warning')}`, broken: false };
}
