import { printParseErrorCode, visit } from 'jsonc-parser';
import type { Issue } from './issue';
import { createLineIndex } from './textLocator';

type Container = 'object' | 'array';

const MESSAGES: Record<string, string | ((inside: Container | undefined) => string)> = {
  InvalidSymbol:
    'Unexpected character; JSON allows only objects, arrays, strings, numbers, true, false and null',
  InvalidNumberFormat: 'Invalid number',
  PropertyNameExpected:
    'Expected a property name in double quotes (a trailing comma is not allowed)',
  ValueExpected: (inside) =>
    inside === 'array' ? 'Expected a value (a trailing comma is not allowed)' : 'Expected a value',
  ColonExpected: 'Expected a colon after the property name',
  CommaExpected: (inside) =>
    inside === 'array'
      ? 'Expected a comma or closing bracket'
      : 'Expected a comma or closing brace',
  CloseBraceExpected: 'Expected a closing brace',
  CloseBracketExpected: 'Expected a closing bracket',
  EndOfFileExpected: 'Expected the end of the file after the value',
  InvalidCommentToken: 'Comments are not allowed in JSON',
  UnexpectedEndOfComment: 'Comments are not allowed in JSON',
  UnexpectedEndOfString: 'Unterminated string: a closing double quote is missing',
  UnexpectedEndOfNumber: 'Incomplete number',
  InvalidUnicode: 'Invalid Unicode escape (\\u must be followed by four hex digits)',
  InvalidEscapeCharacter: 'Invalid escape in a string',
  InvalidCharacter: 'Control character in a string; write it escaped, such as \\n',
};

/** Every JSON syntax error of `text`, with 1-based line and column. */
export function syntaxIssues(text: string): Issue[] {
  if (text.trim() === '') {
    return [syntax('The file is empty; expected a JSON object', 1, 1)];
  }
  const issues: Issue[] = [];
  const stack: Container[] = [];
  // Lines and columns from the offset: jsonc-parser's own count misses the line breaks inside an
  // unterminated block comment ('/*\n' ended on line 1, column 4, past the line's end).
  const position = createLineIndex(text);
  visit(
    text,
    {
      onObjectBegin: () => void stack.push('object'),
      onObjectEnd: () => void stack.pop(),
      onArrayBegin: () => void stack.push('array'),
      onArrayEnd: () => void stack.pop(),
      onError: (error, offset) => {
        const entry = MESSAGES[printParseErrorCode(error)] ?? 'Invalid JSON';
        const message = typeof entry === 'function' ? entry(stack.at(-1)) : entry;
        const { line, column } = position(offset);
        // The parser may report a follow-up error at the same spot; the first one says it.
        const last = issues.at(-1);
        if (last?.line === line && last.column === column) return;
        issues.push(syntax(message, line, column));
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return issues;
}

function syntax(message: string, line: number, column: number): Issue {
  return { path: '', segments: [], message, severity: 'error', code: 'syntax', line, column };
}
