import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../schema';
import { pickPair } from './pickPair';

const draft = (id: string, kind: ResourceKind) => ({ id, kind });
const a = draft('a', 'offerObject');
const b = draft('b', 'transitClass');
const c = draft('c', 'offerObject');
const d = draft('d', 'transitClass');

describe('pickPair', () => {
  it.each([
    ['the active one and the next of its kind', [a, b, c], 'a', 'a', 'c'],
    ['the next of its kind, before or after it', [a, b, c], 'c', 'c', 'a'],
    ['the first kind with two when the active one has none', [a, b, c], 'b', 'a', 'c'],
    ['the active one alone when no kind has two', [a, b], 'b', 'b', null],
    ['nothing open', [], null, null, null],
    ['no active one', [b, d], null, 'b', 'd'],
  ] as const)('%s', (_name, drafts, activeId, left, right) => {
    expect(pickPair(drafts, activeId)).toEqual({ left, right });
  });
});
