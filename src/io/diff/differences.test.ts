import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../schema';
import { offer, transit } from '../../test/io/diffPasses';
import { rawWords } from '../../test/rawWords';
import { countDifferences, differences, type Difference } from './differences';
import { fieldWords } from './namedField';
import { replacedList } from './replacedList';

/** A difference as a line a designer reads: verb, name (noun), before → after, rows. */
const line = (d: Difference) =>
  [
    `${d.change} ${fieldWords(d.words)} (${d.noun})`,
    d.before ? `${d.before.text}${d.before.colour ? ' ■' : ''}` : '',
    d.after ? `→ ${d.after.text}${d.after.colour ? ' ■' : ''}` : '',
    d.rows ? `[+${d.rows.added} -${d.rows.removed} ~${d.rows.changed}]` : '',
  ]
    .filter(Boolean)
    .join(' ');

const cases: [string, ResourceKind, object, object, string[]][] = [
  ['nothing', 'offerObject', offer, offer, []],
  [
    'an enumeration by its label, not its value',
    'transitClass',
    transit,
    { ...transit, transitType: 'bus' },
    ['changed Transit type (field) Ferry → Bus'],
  ],
  [
    'a colour with its swatch',
    'transitClass',
    transit,
    { ...transit, hexBackgroundColor: '#c0392b' },
    ['changed Background colour (field) #0b4f6c ■ → #c0392b ■'],
  ],
  [
    'a field edited in both twins is one difference, named by the plain field',
    'transitClass',
    transit,
    {
      ...transit,
      issuerName: 'Linden',
      localizedIssuerName: { defaultValue: { language: 'en', value: 'Linden' } },
    },
    ['changed Issuer name (field) Lindenbahn → Linden'],
  ],
  [
    'an image is one field, by its address',
    'transitClass',
    transit,
    { ...transit, logo: { sourceUri: { uri: 'https://example.com/night.png' } } },
    ['changed Logo (field) https://example.com/logo.png → https://example.com/night.png'],
  ],
  [
    'a row edited in place by its number, the text without quotes',
    'transitClass',
    transit,
    {
      ...transit,
      textModulesData: [transit.textModulesData[0], { id: 'zone', header: 'Zone', body: 'B' }],
    },
    ['changed Text module 2 › Body (field) A → B'],
  ],
  [
    'a list that grew is one list, in rows, never its rows as JSON',
    'transitClass',
    transit,
    { ...transit, textModulesData: [...transit.textModulesData, { id: 'x', header: 'X' }] },
    ['changed Text modules (list) 2 text modules → 3 text modules [+1 -0 ~0]'],
  ],
  [
    'a row removed from the middle is a row, not shifted fields',
    'transitClass',
    transit,
    { ...transit, textModulesData: [transit.textModulesData[1]] },
    ['changed Text modules (list) 2 text modules → 1 text module [+0 -1 ~0]'],
  ],
  [
    'a list of values is its field, its values joined',
    'transitClass',
    transit,
    { ...transit, redemptionIssuers: ['1', '2'] },
    ['changed Redemption issuers (list) 1 → 1, 2'],
  ],
  [
    'a section added whole, its values in words',
    'offerObject',
    { ...offer, barcode: undefined },
    offer,
    ['added Barcode (section) → QR code, A1'],
  ],
  [
    'a section removed whole',
    'offerObject',
    offer,
    { ...offer, barcode: undefined },
    ['removed Barcode (section) QR code, A1'],
  ],
  [
    'a long text shortened',
    'offerObject',
    offer,
    { ...offer, barcode: { ...offer.barcode, value: 'x'.repeat(100) } },
    [`changed Barcode › Value (field) A1 → ${'x'.repeat(59)}…`],
  ],
];

describe('differences', () => {
  it.each(cases)('%s', (_name, kind, before, after, expected) => {
    expect(differences(kind, before, after).map(line)).toEqual(expected);
  });

  it.each(cases)('%s: no JSON in its words', (_name, kind, before, after) => {
    const words = differences(kind, before, after).flatMap((d) => [
      ...d.words,
      d.before?.text ?? '',
      d.after?.text ?? '',
    ]);
    for (const text of words) {
      expect(text).not.toMatch(/["{}[\]]/);
      expect(rawWords(text)).toEqual([]);
    }
  });

  it('keeps every path a difference stands for', () => {
    const [twin] = differences('transitClass', transit, {
      ...transit,
      issuerName: 'Linden',
      localizedIssuerName: { defaultValue: { language: 'en', value: 'Linden' } },
    });
    expect(twin?.paths).toEqual(['/issuerName', '/localizedIssuerName/defaultValue/value']);
  });
});

describe('countDifferences', () => {
  it.each([
    [[], 'no differences'],
    [['field'], '1 field'],
    [['field', 'field', 'list'], '2 fields and 1 list'],
    [['field', 'list', 'section', 'section'], '1 field, 1 list and 2 sections'],
  ] as const)('%j → %s', (nouns, expected) => {
    const list = nouns.map((noun, i) => ({ key: String(i), noun }) as Difference);
    expect(countDifferences(list)).toBe(expected);
  });
});

describe('replacedList', () => {
  it.each([
    [['localizedTitle', 'translatedValues'], 'every translation of “Title”'],
    [['textModulesData'], 'the whole list “Text modules”'],
  ] as const)('%j → %s', (segments, expected) => {
    expect(replacedList('offerClass', segments)).toContain(`A patch replaces ${expected}:`);
  });
});
