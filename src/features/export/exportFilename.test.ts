import { describe, expect, it } from 'vitest';
import { exportFilename } from './exportFilename';

describe('exportFilename', () => {
  it.each<[string, unknown, string]>([
    ['issuer id and suffix', '3388000000022.metro-day', '3388000000022.metro-day.json'],
    ['empty id', '', 'pass.json'],
    ['missing id', undefined, 'pass.json'],
    ['an id that is not text', 42, 'pass.json'],
    ['only spaces', '   ', 'pass.json'],
    ['slashes and colons', '12/3:x', '12_3_x.json'],
    ['path traversal', '../../etc/passwd', 'etc_passwd.json'],
    ['spaces inside', '1.summer sale', '1.summer_sale.json'],
    ['a leading dot', '.hidden', 'hidden.json'],
    ['letters of any script', '1.café-東京', '1.café-東京.json'],
    ['only symbols', '***', 'pass.json'],
  ])('%s', (_name, id, expected) => {
    expect(exportFilename(id)).toBe(expected);
  });

  it('cuts a very long id', () => {
    expect(exportFilename('a'.repeat(500))).toBe('a'.repeat(120) + '.json');
  });

  it('takes another suffix for drafts', () => {
    expect(exportFilename('1.metro', '.draft.json')).toBe('1.metro.draft.json');
  });
});
