/** How many characters of a long line the excerpt shows around the error. */
const WIDTH = 80;

/**
 * The lines around `line` with their numbers and a caret under `column`, as plain text:
 *
 *   11 |   "a": 1
 *   12 |   "b": 2 "c"
 *      |          ^
 *   13 | }
 *
 * Long lines (minified files) are cut to a window around the column, marked with '…'.
 */
export function codeExcerpt(text: string, line: number, column: number, context = 2): string {
  const lines = text.split(/\r\n|\r|\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const numberWidth = String(last).length;
  const start = Math.max(0, column - 1 - WIDTH / 2);
  const clip = (content: string) => {
    if (content.length <= WIDTH && start === 0) return content;
    const window = content.slice(start, start + WIDTH);
    return (start > 0 ? '…' : '') + window + (start + WIDTH < content.length ? '…' : '');
  };
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${String(n).padStart(numberWidth)} | ${clip(lines[n - 1] ?? '')}`);
    if (n === line) {
      const caretAt = column - 1 - start + (start > 0 ? 1 : 0);
      out.push(`${' '.repeat(numberWidth)} | ${' '.repeat(Math.max(0, caretAt))}^`);
    }
  }
  return out.join('\n');
}
