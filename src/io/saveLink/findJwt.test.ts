import { describe, expect, it } from 'vitest';
import { findJwt } from './findJwt';

const REFERENCE = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/;

describe('findJwt', () => {
  it.each([
    ['a save link', 'see https://pay.google.com/gp/v/save/eyJa.eyJb.sig here', 'eyJa.eyJb.sig'],
    [
      'a bare JWT',
      'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln',
      'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln',
    ],
    ['a JWT in JSON', '{"jwt":"eyJa.eyJb.c"}', 'eyJa.eyJb.c'],
    ['an empty signature', 'x eyJa.eyJb. y', 'eyJa.eyJb.'],
    ['eyJ inside a word is no start', 'xeyJa.b.c', null],
    ['after a dash it is', 'x-eyJa.b.c', 'eyJa.b.c'],
    ['a later part starts it', 'a.eyJb.c.d', 'eyJb.c.d'],
    ['an empty middle part', 'eyJa..c', null],
    ['two parts only', 'eyJa.b', null],
    ['nothing', 'hello', null],
  ])('%s', (_, text, expected) => {
    expect(findJwt(text)).toBe(expected);
  });

  it('finds what the regular expression finds, on generated text', () => {
    const pieces = ['eyJ', 'a', '-', '.', ' ', 'x', '_', 'e', '/'];
    let seed = 7;
    for (let n = 0; n < 2000; n++) {
      let text = '';
      for (let i = 0; i < 24; i++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        text += pieces[seed % pieces.length];
      }
      expect(findJwt(text), text).toBe(REFERENCE.exec(text)?.[0] ?? null);
    }
  });

  it('reads 400 KB of eyJ- in one pass (the regular expression took a minute)', () => {
    const text = 'eyJ-'.repeat(100_000);
    expect(findJwt(text)).toBeNull();
    expect(findJwt(text + '.b.c')).toBe(text + '.b.c');
  });
});
