/**
 * The deepest nesting of arrays and objects in JSON text, counted without recursion so that a
 * pathological file cannot exhaust the stack. Returns the offset where `limit` is first passed.
 */
export function findExcessiveNesting(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return undefined;
}
