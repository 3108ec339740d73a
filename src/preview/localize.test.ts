import { describe, expect, it } from 'vitest';
import { collectLanguages } from './localize';

const named = (value: string, language: string, ...more: [string, string][]) => ({
  defaultValue: { language, value },
  translatedValues: more.map(([tag, text]) => ({ language: tag, value: text })),
});

const base = {
  localizedIssuerName: named('Metro', 'en', ['de', 'Metro']),
  textModulesData: [
    { id: 'a', localizedBody: named('Hi', 'en', ['fr', 'Salut']) },
    { id: 'b', body: 'plain' },
  ],
};

type Doc = typeof base;
const [first, second] = base.textModulesData;

describe('collectLanguages after an edit that keeps the untouched parts', () => {
  // Each edit copies only the objects on its way, as the editor's snapshots do: the parts it left
  // alone keep their identity, which is what the per-part memory keys on.
  it.each<[string, (doc: Doc) => unknown, string[]]>([
    ['no edit', (doc) => doc, ['en', 'de', 'fr']],
    [
      'a translation added',
      (doc) => ({
        ...doc,
        textModulesData: [first, { ...second, localizedBody: named('x', 'it') }],
      }),
      ['en', 'de', 'fr', 'it'],
    ],
    [
      'a translation removed',
      (doc) => ({
        ...doc,
        textModulesData: [{ ...first, localizedBody: named('Hi', 'en') }, second],
      }),
      ['en', 'de'],
    ],
    [
      'a language renamed',
      (doc) => ({ ...doc, localizedIssuerName: named('Metro', 'en', ['nl', 'Metro']) }),
      ['en', 'nl', 'fr'],
    ],
    ['a module removed', (doc) => ({ ...doc, textModulesData: [second] }), ['en', 'de']],
  ])('%s', (_, edit, expected) => {
    expect(collectLanguages(base)).toEqual(['en', 'de', 'fr']);
    expect(collectLanguages(edit(base))).toEqual(expected);
    expect(collectLanguages(base)).toEqual(['en', 'de', 'fr']);
  });
});
