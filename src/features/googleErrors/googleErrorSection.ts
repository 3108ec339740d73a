import type { GoogleErrorRow } from '../../io/googleErrorRows';

/**
 * The section of docs/google-errors.md for `row` (its `### row` heading up to the next heading
 * of that level or above), without the heading itself; null when the docs have no such row.
 */
export function googleErrorSection(markdown: string, row: GoogleErrorRow): string | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `### ${row}`);
  if (start < 0) return null;
  const end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}
