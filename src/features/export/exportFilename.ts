/** Longest base name written; file systems allow 255 bytes, and a suffix follows. */
const MAX_BASE = 120;

/**
 * A safe download name from a pass id: `<id>.json`, with characters file systems reject or
 * misread (slashes, colons, quotes, control characters, spaces) replaced by '_', no leading dot,
 * and `pass.json` when nothing usable is left.
 */
export function exportFilename(id: unknown, suffix = '.json'): string {
  const base = (typeof id === 'string' ? id : '')
    .trim()
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^[._]+/, '')
    .slice(0, MAX_BASE);
  return `${base === '' || /^_+$/.test(base) ? 'pass' : base}${suffix}`;
}
