import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../schema';
import { createDraft } from '../storage';
import { tabMenuItems } from './tabMenuItems';

const draft = (id: string, kind: ResourceKind) => createDraft(kind, {}, id, { id });
const a = draft('a', 'offerObject');
const b = draft('b', 'transitClass');
const c = draft('c', 'offerObject');
const labels = (of: typeof a, open: (typeof a)[]) =>
  tabMenuItems(of, open, (d) => d.name, { compare: () => {}, close: () => {} }).map((item) =>
    item.disabled ? `(${item.label})` : item.label,
  );

describe('tabMenuItems', () => {
  it.each([
    ['each other document of its kind', a, [a, b, c], ['Compare with “c”', 'Close tab']],
    [
      'why not, when none is open',
      b,
      [a, b, c],
      ['(Compare: open another transit class first)', 'Close tab'],
    ],
  ])('offers %s', (_name, of, open, expected) => {
    expect(labels(of, open)).toEqual(expected);
  });
});
