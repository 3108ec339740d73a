const SAVE_URL = /https:\/\/pay\.google\.com\/gp\/v\/save\/([\w-]+\.[\w-]+\.[\w-]*)/;
const WORD = /[\w-]/;
const isWord = (c: string | undefined) => c !== undefined && /\w/.test(c);

/**
 * The first compact JWS whose header is JSON (base64url of '{"' starts with 'eyJ') in `text`,
 * as /\beyJ[\w-]*\.[\w-]+\.[\w-]*\/ finds it, in one pass: that regular expression retries from
 * every 'eyJ' and is quadratic on text such as 'eyJ-eyJ-…'. Each run of base64url parts joined
 * by dots is cut into its parts once; a part holding 'eyJ' at a word's start begins a JWT when
 * two more parts follow it, the next one not empty.
 */
function bareJwt(text: string): string | null {
  let i = 0;
  while (i < text.length) {
    if (!WORD.test(text[i]!) && text[i] !== '.') {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && (WORD.test(text[i]!) || text[i] === '.')) i++;
    const parts = text.slice(start, i).split('.');
    let at = start;
    for (let k = 0; k + 2 < parts.length; k++) {
      const part = parts[k]!;
      const header = headerStart(text, at, part);
      if (header !== -1 && parts[k + 1] !== '') {
        return text.slice(
          header,
          at + part.length + 1 + parts[k + 1]!.length + 1 + parts[k + 2]!.length,
        );
      }
      at += part.length + 1;
    }
  }
  return null;
}

/** Where 'eyJ' first starts a word inside `part` (which starts at `at` in `text`), or -1. */
function headerStart(text: string, at: number, part: string): number {
  for (let found = part.indexOf('eyJ'); found !== -1; found = part.indexOf('eyJ', found + 1)) {
    if (!isWord(text[at + found - 1])) return at + found;
  }
  return -1;
}

/** The JWT in a save link, a bare JWT, or any text holding one (an e-mail, HTML, JSON). */
export function findJwt(text: string): string | null {
  return SAVE_URL.exec(text)?.[1] ?? bareJwt(text);
}
