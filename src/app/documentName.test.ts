import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../schema';
import { documentName, documentNames } from './documentName';

const draft = (id: string, kind: ResourceKind, createdAt: number, name = '', document = {}) => ({
  id,
  kind,
  name,
  document,
  createdAt,
});

describe('documentName', () => {
  it.each([
    [{ name: 'Spring sale', document: { id: 'x.y' } }, 'Spring sale'],
    [{ name: '  ', document: { id: '338.day' } }, '338.day'],
    [{ name: '', document: {}, kind: 'transitClass' as const }, 'Untitled transit class'],
    [{ name: '', document: null, kind: 'offerObject' as const }, 'Untitled offer object'],
    [{ name: '', document: {} }, 'Untitled'],
  ])('%j is called %s', (input, expected) => {
    expect(documentName(input)).toBe(expected);
  });
});

describe('documentNames', () => {
  it('numbers drafts that share a name in the order they were created', () => {
    const names = documentNames([
      draft('c', 'transitClass', 30),
      draft('a', 'transitClass', 10),
      draft('o', 'offerObject', 15),
      draft('b', 'transitClass', 20),
      draft('n', 'offerObject', 40, 'Sale'),
      draft('m', 'offerObject', 50, 'Sale'),
    ]);
    expect(Object.fromEntries(names)).toEqual({
      a: 'Untitled transit class',
      b: 'Untitled transit class 2',
      c: 'Untitled transit class 3',
      o: 'Untitled offer object',
      n: 'Sale',
      m: 'Sale 2',
    });
  });
});
