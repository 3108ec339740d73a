import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../schema/resources';
import { clipText, makeRowClip, makeSectionClip, readClip } from './clipEnvelope';
import { checkRowPaste, type RowPasteTarget } from './rowPaste';

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
    text: copied('TextModuleData', fare),
    target: modules([zone]),
    values: [fare],
    says: 'Pasted text module “fare” as row 2.',
  },
  {
    name: 'a copied row after a focused row',
    text: copied('TextModuleData', fare),
    target: modules([zone, zone], 1, 'transitClass'),
    values: [fare],
    says: 'Pasted text module “fare” as row 2.',
  },
  {
    name: 'a row without an id',
    text: copied('TextModuleData', { header: 'Fare' }),
    target: modules([]),
    values: [{ header: 'Fare' }],
    says: 'Pasted a text module as row 1.',
  },
  {
    name: 'plain JSON that validates as a row',
    text: JSON.stringify(fare),
    target: modules([]),
    values: [fare],
    says: 'Pasted text module “fare” as row 1.',
  },
  {
    name: 'a plain JSON list of rows',
    text: JSON.stringify([fare, zone]),
    target: modules([message]),
    values: [fare, zone],
    says: 'Pasted 2 text modules as rows 2–3.',
  },
  {
    name: 'an id that another row has',
    text: copied('TextModuleData', fare),
    target: modules([zone, { ...fare, body: 'old' }]),
    values: [fare],
    says: 'Pasted text module “fare” as row 3. “fare” is also the id of text module 2: give one of them another id.',
  },
  {
    name: 'the same row twice in one plain list',
    text: JSON.stringify([fare, fare]),
    target: modules([]),
    values: [fare, fare],
    says: 'Pasted 2 text modules as rows 1–2. “fare” is also the id of text module 2: give one of them another id.',
  },
  {
    name: 'a message into messages',
    text: copied('Message', message, 'offerObject'),
    target: { kind: 'transitClass', list: ['messages'], rows: [], at: 0 },
    values: [message],
    says: 'Pasted message “welcome” as row 1.',
  },
  {
    name: 'a text module into the embedded class of an offer object',
    text: copied('TextModuleData', fare),
    target: { kind: 'offerObject', list: ['classReference', 'textModulesData'], rows: [], at: 0 },
    values: [fare],
    says: 'Pasted text module “fare” as row 1.',
  },
  {
    name: 'a message into text modules',
    text: copied('Message', message),
    target: modules([]),
    says: 'The clipboard holds a message; this list takes text modules.',
  },
  {
    name: 'a barcode into text modules',
    text: copied('Barcode', { type: 'QR_CODE', value: '1' }, 'offerObject'),
    target: modules([]),
    says: 'The clipboard holds a barcode; this list takes text modules.',
  },
  {
    name: 'an image module into text modules',
    text: copied('ImageModuleData', { id: 'map' }),
    target: modules([]),
    says: 'The clipboard holds an image module; this list takes text modules.',
  },
  {
    name: 'a section into a list',
    text: clipText(makeSectionClip('transitClass', 'modules', { textModulesData: [fare] })),
    target: modules([]),
    says: 'The clipboard holds the Modules section of a transit class; this list takes text modules. Paste a section at the top of its section.',
  },
  {
    name: 'a copied row that no longer validates',
    text: copied('TextModuleData', { ...fare, header: 42 }),
    target: modules([]),
    says: 'The copied text module does not fit here: Header: Expected text, not the number 42.',
  },
  {
    name: 'plain JSON that is not a row',
    text: JSON.stringify({ headline: 'Fare' }),
    target: modules([]),
    says: 'The clipboard’s JSON is not a text module:',
  },
  {
    name: 'a plain list with one bad item',
    text: JSON.stringify([fare, 'zone']),
    target: modules([]),
    says: 'The clipboard’s JSON (item 2) is not a text module:',
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
