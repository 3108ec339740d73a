/**
 * The deepest nesting of arrays and objects in JSON text, counted without recursion so that a
 * pathological file cannot exhaust the stack. Returns the offset where `limit` is first passed.
 */
export function findExcessiveNesting(text: string, limit: number): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) i = closingQuote(text, i);
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return undefined;
}

/**
 * Where the string opened at `open` ends (the text's length if it does not). Strings are most of
 * a pass's text: indexOf skips them many times faster than reading them character by character.
 */
function closingQuote(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}
