import { describe, expect, it } from 'vitest';
import { createDraft, type Draft } from '../../storage';
import { describePairs, pairingOf } from './pairingOf';

const draft = (kind: Draft['kind'], document: object, name = 'd') =>
  createDraft(kind, document, name);

describe('pairingOf', () => {
  const klass = draft('offerClass', { id: '1.coffee' }, 'Coffee class');
  const other = draft('offerClass', { id: '1.tea' }, 'Tea class');
  const object = draft('offerObject', { id: '1.o', classId: '1.coffee' }, 'Coffee pass');
  const second = draft('offerObject', { id: '1.p', classId: '1.coffee' }, 'Second pass');
  const stray = draft('offerObject', { id: '1.q', classId: '1.none' }, 'Stray');
  const transit = draft('transitClass', { id: '1.coffee' }, 'Transit');
  const drafts = [klass, other, object, second, stray, transit];

  it('finds the open offer class an object names by classId', () => {
    expect(pairingOf(drafts, object).classDraft).toBe(klass);
  });

  it.each([
    ['a classId no open class has', stray],
    ['an empty classId', draft('offerObject', { id: 'x', classId: '' })],
    ['no classId', draft('offerObject', { id: 'x' })],
  ])('pairs nothing for %s', (_name, active) => {
    expect(pairingOf(drafts, active)).toEqual({ classDraft: undefined, objectDrafts: [] });
  });

  it('lists the open objects of a class, never a transit class of the same id', () => {
    expect(pairingOf(drafts, klass).objectDrafts).toEqual([object, second]);
    expect(pairingOf(drafts, transit)).toEqual({ objectDrafts: [] });
  });
});

describe('describePairs', () => {
  it('names each pair among the opened files and the open drafts', () => {
    const opened = [
      { name: 'class', kind: 'offerClass' as const, document: { id: 'c' } },
      { name: 'a', kind: 'offerObject' as const, document: { classId: 'c' } },
      { name: 'b', kind: 'offerObject' as const, document: { classId: 'other' } },
    ];
    const open = [draft('offerObject', { classId: 'c' }, 'older pass')];
    expect(describePairs(opened, open)).toEqual([
      '“a” uses the class “class”',
      '“older pass” uses the class “class”',
    ]);
  });
});
