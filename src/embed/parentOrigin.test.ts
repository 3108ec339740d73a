import { describe, expect, it } from 'vitest';
import { parentOrigin } from './parentOrigin';

describe('parentOrigin', () => {
  it.each([
    [
      'the ancestor origin on the list',
      ['https://a.example'],
      { referrer: '', ancestorOrigins: ['https://a.example'] },
      'https://a.example',
    ],
    [
      'the ancestor origin off the list',
      ['https://a.example'],
      { referrer: 'https://a.example/', ancestorOrigins: ['https://b.example'] },
      null,
    ],
    [
      'the referrer origin on the list',
      ['https://b.example', 'https://a.example'],
      { referrer: 'https://a.example/admin?x=1' },
      'https://a.example',
    ],
    [
      'the referrer origin off the list',
      ['https://a.example'],
      { referrer: 'https://evil.example/' },
      null,
    ],
    [
      'no hint and one allowed origin',
      ['https://a.example'],
      { referrer: '' },
      'https://a.example',
    ],
    [
      'no hint and two allowed origins',
      ['https://a.example', 'https://b.example'],
      { referrer: '' },
      null,
    ],
    ['no hint and no allowlist', [], { referrer: '' }, null],
    [
      'an unreadable referrer',
      ['https://a.example', 'https://b.example'],
      { referrer: 'not a url' },
      null,
    ],
  ])('%s', (_name, origins, frame, expected) => {
    expect(parentOrigin(origins, frame)).toBe(expected);
  });
});
