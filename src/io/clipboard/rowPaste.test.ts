import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../schema/resources';
import { clipText, makeRowClip, makeSectionClip, readClip } from './clipEnvelope';
import { checkRowPaste, type RowPasteTarget } from './rowPaste';
import { clipType } from './typeLabel';

const fare = { id: 'fare', header: 'Fare', body: '2.80 EUR' };
const zone = { id: 'zone', header: 'Zone', body: 'A' };
const message = { id: 'welcome', header: 'Welcome', body: 'Enjoy the ride' };

const modules = (
  rows: unknown[],
  at = rows.length,
  kind: ResourceKind = 'offerObject',
): RowPasteTarget => ({ kind, list: ['textModulesData'], rows, at });

const copied = (type: string, value: unknown, from: ResourceKind = 'transitClass') =>
  clipText(makeRowClip(from, type, value));

interface Case {
  name: string;
  text: string;
  target: RowPasteTarget;
  /** The rows pasted, or the reason given. */
  values?: unknown[];
  says: string;
}

const cases: Case[] = [
  {
    name: 'a copied text module, from a transit class into an offer object',
    text: copied('textModule', fare),
    target: modules([zone]),
    values: [fare],
    says: 'Added 1 text module: Fare.',
  },
  {
    name: 'a copied row after a focused row',
    text: copied('textModule', fare),
    target: modules([zone, zone], 1, 'transitClass'),
    values: [fare],
    says: 'Added 1 text module: Fare.',
  },
  {
    name: 'a row without an id',
    text: copied('textModule', { header: 'Fare' }),
    target: modules([]),
    values: [{ header: 'Fare' }],
    says: 'Added 1 text module: Fare.',
  },
  {
    name: 'plain JSON that validates as a row',
    text: JSON.stringify(fare),
    target: modules([]),
    values: [fare],
    says: 'Added 1 text module: Fare.',
  },
  {
    name: 'a plain JSON list of rows',
    text: JSON.stringify([fare, zone]),
    target: modules([message]),
    values: [fare, zone],
    says: 'Added 2 text modules: Fare, Zone.',
  },
  {
    name: 'an id that another row has',
    text: copied('textModule', fare),
    target: modules([zone, { ...fare, body: 'old' }]),
    values: [{ ...fare, id: 'fare-2' }],
    says: 'Added 1 text module: Fare. Renamed ID this list has already: “fare” to “fare-2”.',
  },
  {
    name: 'an id taken twice already',
    text: copied('textModule', fare),
    target: modules([fare, { ...zone, id: 'fare-2' }]),
    values: [{ ...fare, id: 'fare-3' }],
    says: 'Renamed ID this list has already: “fare” to “fare-3”.',
  },
  {
    name: 'the same row twice in one plain list',
    text: JSON.stringify([fare, fare]),
    target: modules([]),
    values: [fare, { ...fare, id: 'fare-2' }],
    says: 'Added 2 text modules: Fare, Fare. Renamed ID this list has already: “fare” to “fare-2”.',
  },
  {
    name: 'a message into messages',
    text: copied('message', message, 'offerObject'),
    target: { kind: 'transitClass', list: ['messages'], rows: [], at: 0 },
    values: [message],
    says: 'Added 1 message: Welcome.',
  },
  {
    name: 'a text module into the embedded class of an offer object',
    text: copied('textModule', fare),
    target: { kind: 'offerObject', list: ['classReference', 'textModulesData'], rows: [], at: 0 },
    values: [fare],
    says: 'Added 1 text module: Fare.',
  },
  {
    name: 'rows named by their id, or by their place, when no field reads as text',
    text: JSON.stringify([{ id: 'map' }, {}]),
    target: { kind: 'transitClass', list: ['imageModulesData'], rows: [{}], at: 1 },
    values: [{ id: 'map' }, {}],
    says: 'Added 2 image modules: “map”, image module 3.',
  },
  {
    name: 'a card row into the card template, where rows have no id to renew',
    text: copied('cardRow', { oneItem: { item: {} } }),
    target: {
      kind: 'transitClass',
      list: ['classTemplateInfo', 'cardTemplateOverride', 'cardRowTemplateInfos'],
      rows: [],
      at: 0,
    },
    values: [{ oneItem: { item: {} } }],
    says: 'Added 1 card row: card row 1.',
  },
  {
    name: 'a message into text modules',
    text: copied('message', message),
    target: modules([]),
    says: 'The clipboard holds a message; this list takes text modules.',
  },
  {
    name: 'a barcode into text modules',
    text: copied('barcode', { type: 'QR_CODE', value: '1' }, 'offerObject'),
    target: modules([]),
    says: 'The clipboard holds a barcode; this list takes text modules.',
  },
  {
    name: 'an image module into text modules',
    text: copied('imageModule', { id: 'map' }),
    target: modules([]),
    says: 'The clipboard holds an image module; this list takes text modules.',
  },
  {
    name: 'a section into a list',
    text: clipText(makeSectionClip('transitClass', 'modules', { textModulesData: [fare] })),
    target: modules([]),
    says: 'The clipboard holds the Modules section of a transit class; this list takes text modules. Paste a section on its section.',
  },
  {
    name: 'a copied row that no longer validates',
    text: copied('textModule', { ...fare, header: 42 }),
    target: modules([]),
    says: 'The copied text module does not fit here: Text modules › 1st › Header: Expected text, not the number 42.',
  },
  {
    name: 'a copied row whose localized text no longer validates, said where it would land',
    text: copied('textModule', {
      ...fare,
      localizedBody: { defaultValue: { language: 'en', value: 7 } },
    }),
    target: modules([zone, message], 1),
    says: 'The copied text module does not fit here: Text modules › 2nd › Body: Expected text, not the number 7.',
  },
  {
    name: 'plain JSON that is not a row',
    text: JSON.stringify({ headline: 'Fare' }),
    target: modules([]),
    says: 'The clipboard’s JSON is not a text module:',
  },
  {
    name: 'a plain list with one bad item: the good one is pasted, the bad one said',
    text: JSON.stringify([fare, 'zone']),
    target: modules([]),
    values: [fare],
    says: 'Added 1 text module: Fare. Left out item 2: Expected an object',
  },
  {
    name: 'a plain list with an item bad inside: where in that item',
    text: JSON.stringify([fare, { ...zone, header: 3 }]),
    target: modules([message]),
    values: [fare],
    says: 'Added 1 text module: Fare. Left out item 2: Text modules › 3rd › Header: Expected text, not the number 3.',
  },
  {
    name: 'a plain list with no good item',
    text: JSON.stringify(['fare', 3]),
    target: modules([]),
    says: 'None of the clipboard’s 2 items is a text module. Left out item 1:',
  },
  {
    name: 'a plain empty list',
    text: '[]',
    target: modules([]),
    says: 'The clipboard holds an empty list.',
  },
  {
    name: 'text that is not JSON',
    text: 'Fare 2.80',
    target: modules([]),
    says: 'The clipboard holds text, not JSON; this takes text modules.',
  },
  {
    name: 'nothing',
    text: '',
    target: modules([]),
    says: 'The clipboard is empty; this takes text modules.',
  },
  {
    name: 'a copy from another version',
    text: JSON.stringify({
      passStudio: 9,
      type: 'TextModuleData',
      from: 'offerObject',
      value: fare,
    }),
    target: modules([]),
    says: 'another version of Pass Studio',
  },
];

describe('the tags of rows on the clipboard', () => {
  it.each([
    ['TextModuleData', 'textModule'],
    ['ImageModuleData', 'imageModule'],
    ['Message', 'message'],
    ['Uri', 'link'],
    ['CardRowTemplateInfo', 'cardRow'],
    ['NfcConstraint', 'nfcConstraint'],
  ])('%s is tagged %s', (typeName, tag) => {
    expect(clipType(typeName)).toBe(tag);
  });
});

describe('pasting rows into a list', () => {
  it.each(cases)('$name', ({ text, target, values, says }) => {
    const paste = checkRowPaste(readClip(text), target);
    expect(paste.ok).toBe(values !== undefined);
    expect(paste.ok ? paste.values : undefined).toEqual(values);
    expect(paste.ok ? paste.message : paste.reason).toContain(says);
  });

  it('refuses a list whose rows have no type (tokens)', () => {
    const target = { kind: 'offerObject' as const, list: ['linkedObjectIds'], rows: [], at: 0 };
    expect(checkRowPaste(readClip('"a"'), target)).toEqual({
      ok: false,
      reason: 'This list takes no pasted rows.',
    });
  });
});
