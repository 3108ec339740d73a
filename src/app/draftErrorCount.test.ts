import { beforeAll, describe, expect, it } from 'vitest';
import { loadLinter } from '../io/loadLinter';
import { draftErrorCount, draftVerdict, verdictText } from './draftErrorCount';

// Outside an editor a draft is checked once the warnings' rules are in (useLinterLoaded).
beforeAll(async () => {
  await loadLinter();
});

const ready = {
  id: '3388000000012345678.a',
  issuerName: 'Metro',
  reviewStatus: 'UNDER_REVIEW',
  transitType: 'RAIL',
  logo: { sourceUri: { uri: 'https://example.com/logo.png' } },
};

describe('draftErrorCount', () => {
  it.each([
    ['a valid draft', { id: '1.a' }, 0],
    ['a wrong type', { id: '1.a', issuerName: 42 }, 1],
    ['two problems', { id: 7, countryCode: false }, 2],
  ])('counts the errors of %s', (name, document, errors) => {
    expect(draftErrorCount({ id: name, kind: 'transitClass', document, updatedAt: 1 })).toBe(
      errors,
    );
  });

  it('validates again only when the draft changed', () => {
    const draft = { id: 'd', kind: 'transitClass' as const, document: { id: 1 }, updatedAt: 1 };
    expect(draftErrorCount(draft)).toBe(1);
    // Same change time: the stored count stands (nothing was saved in between).
    expect(draftErrorCount({ ...draft, document: { id: '1.a' } })).toBe(1);
    expect(draftErrorCount({ ...draft, document: { id: '1.a' }, updatedAt: 2 })).toBe(0);
  });
});

describe('draftVerdict and verdictText', () => {
  it.each([
    ['a ready class', ready, 'Ready'],
    [
      'a class Google would warn about',
      { ...ready, issuerName: undefined, reviewStatus: undefined },
      'Valid · 2 Google warnings',
    ],
    ['one warning', { ...ready, issuerName: 'x'.repeat(21) }, 'Valid · 1 Google warning'],
    ['an invalid class', { ...ready, issuerName: 42 }, '1 error'],
  ])('%s reads “%s”', (name, document, text) => {
    const verdict = draftVerdict({ id: `v-${name}`, kind: 'transitClass', document, updatedAt: 1 });
    expect(verdict && verdictText(verdict)).toBe(text);
  });
});
