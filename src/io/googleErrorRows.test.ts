import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { googleErrorRows } from './googleErrorRows';

const doc = readFileSync(new URL('../../docs/google-errors.md', import.meta.url), 'utf8');
const headings = [...doc.matchAll(/^### (\S+)$/gm)].map((match) => match[1]);

describe('docs/google-errors.md', () => {
  it.each(Object.values(googleErrorRows))('has the row #%s that findings point at', (row) => {
    expect(headings).toContain(row);
  });

  it('names a source for every row', () => {
    const rows = doc.split(/^### /m).slice(1);
    for (const row of rows) expect(row, row.split('\n')[0]).toMatch(/Sources?:/);
  });
});
