/**
 * Text of a `pass.strings` file: UTF-16 (little or big endian) or UTF-8, by its byte-order mark;
 * without one, UTF-16LE when every other byte is zero (as Xcode writes it), else UTF-8.
 */
export function decodeStrings(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (a === 0xef && b === 0xbb && c === 0xbf) return new TextDecoder().decode(bytes.subarray(3));
  if (bytes.length >= 2 && bytes[1] === 0 && bytes[0] !== 0)
    return new TextDecoder('utf-16le').decode(bytes);
  return new TextDecoder().decode(bytes);
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '"': '"',
  '\\': '\\',
  "'": "'",
};

/** `"key" = "value";` pairs of a strings file (comments allowed, keys quoted or bare). */
export function parseStrings(text: string): {
  entries: Record<string, string>;
  problems: string[];
} {
  const entries: Record<string, string> = {};
  const problems: string[] = [];
  let i = 0;
  const skip = () => {
    for (;;) {
      while (i < text.length && /\s/.test(text[i]!)) i += 1;
      if (text.startsWith('/*', i))
        i = text.indexOf('*/', i + 2) < 0 ? text.length : text.indexOf('*/', i + 2) + 2;
      else if (text.startsWith('//', i))
        i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
      else return;
    }
  };
  const token = (): string | undefined => {
    skip();
    if (text[i] !== '"') {
      const bare = /^[\w.-]+/.exec(text.slice(i))?.[0];
      if (bare) i += bare.length;
      return bare;
    }
    let out = '';
    for (i += 1; i < text.length && text[i] !== '"'; i += 1) {
      if (text[i] !== '\\') {
        out += text[i];
        continue;
      }
      const next = text[i + 1] ?? '';
      const hex = /^[uU]([0-9a-fA-F]{4})/.exec(text.slice(i + 1))?.[1];
      if (hex) {
        out += String.fromCharCode(parseInt(hex, 16));
        i += 5;
        continue;
      }
      out += ESCAPES[next] ?? next;
      i += 1;
    }
    i += 1;
    return out;
  };
  while ((skip(), i < text.length)) {
    const line = text.slice(0, i).split('\n').length;
    const key = token();
    skip();
    if (key === undefined || text[i] !== '=') {
      problems.push(`Line ${line}: not a “key” = “text”; pair, skipped to the next line.`);
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    i += 1;
    const value = token();
    skip();
    if (text[i] === ';') i += 1;
    if (value === undefined) problems.push(`Line ${line}: “${key}” has no text.`);
    else entries[key] = value;
  }
  return { entries, problems };
}

const quote = (s: string) =>
  `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

/** A strings file as Apple documents it: UTF-16 little endian with a byte-order mark. */
export function writeStrings(entries: Record<string, string>): Uint8Array {
  const text =
    '\uFEFF' +
    Object.entries(entries)
      .map(([k, v]) => `${quote(k)} = ${quote(v)};\n`)
      .join('');
  const bytes = new Uint8Array(text.length * 2);
  for (let j = 0; j < text.length; j += 1) {
    const unit = text.charCodeAt(j);
    bytes[j * 2] = unit & 0xff;
    bytes[j * 2 + 1] = unit >> 8;
  }
  return bytes;
}
