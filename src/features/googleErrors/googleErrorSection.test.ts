import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { googleErrorRows } from '../../io/googleErrorRows';
import { googleErrorSection } from './googleErrorSection';

const docs = readFileSync(new URL('../../../docs/google-errors.md', import.meta.url), 'utf8');

describe('googleErrorSection', () => {
  it.each(Object.values(googleErrorRows))('docs/google-errors.md explains %s', (row) => {
    const section = googleErrorSection(docs, row);
    expect(section).toMatch(/\S/);
    expect(section).not.toMatch(/^#{1,3} /m);
  });

  it('stops at the next row and leaves out the heading', () => {
    const text = '# T\n\n## A\n\n### one\n\nFirst.\n\n#### detail\n\nKept.\n\n### two\n\nSecond.';
    expect(googleErrorSection(text, 'one' as never)).toBe('First.\n\n#### detail\n\nKept.');
    expect(googleErrorSection(text, 'two' as never)).toBe('Second.');
    expect(googleErrorSection(text, 'three' as never)).toBeNull();
  });
});
