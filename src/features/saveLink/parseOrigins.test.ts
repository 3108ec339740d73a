import { describe, expect, it } from 'vitest';
import { parseOrigins } from './parseOrigins';
import { saveLinkDocuments } from './saveLinkDocuments';

describe('parseOrigins', () => {
  it.each([
    ['', []],
    ['https://shop.example', ['https://shop.example']],
    [
      'https://shop.example/ http://localhost:8080',
      ['https://shop.example', 'http://localhost:8080'],
    ],
    [
      'https://a.example, https://a.example\nhttps://b.example',
      ['https://a.example', 'https://b.example'],
    ],
  ])('%j', (text, origins) => expect(parseOrigins(text)).toEqual({ ok: true, origins }));

  it.each([
    ['shop.example', /is not a web address/],
    ['ftp://shop.example', /is not a web address/],
    ['https://shop.example/buy', /has a path; write the origin only: https:\/\/shop\.example/],
  ])('refuses %j', (text, why) => {
    const result = parseOrigins(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(why);
  });
});

describe('saveLinkDocuments', () => {
  const object = { id: 'i.o', classId: 'i.c' };
  it.each([
    ['a class alone', 'transitClass', {}, undefined, ['transitClass']],
    ['an object without a paired class', 'offerObject', object, undefined, ['offerObject']],
    [
      'an object with its paired class',
      'offerObject',
      object,
      { id: 'i.c' },
      ['offerClass', 'offerObject'],
    ],
    [
      'an object embedding its class',
      'offerObject',
      { ...object, classReference: {} },
      { id: 'i.c' },
      ['offerObject'],
    ],
  ] as const)('%s', (_, kind, document, paired, kinds) => {
    expect(saveLinkDocuments(kind, document, paired).map((d) => d.kind)).toEqual(kinds);
  });
});
