import { describe, expect, it } from 'vitest';
import { explainTemplate } from './explainTemplate';
import { pairedClassSegment } from './modelContext';

const options = { kind: 'offerObject' as const, locale: 'en-US', timeZone: 'UTC' };
const row = (...paths: string[]) => ({
  oneItem: { item: { firstValue: { fields: paths.map((fieldPath) => ({ fieldPath })) } } },
});
const offer = (template: object, classExtra: object = {}) => ({
  id: 'i.o',
  classId: 'i.c',
  textModulesData: [
    { id: 'fare', header: 'Fare', body: '12.50' },
    { id: 'blank', header: '', body: '' },
  ],
  classReference: { id: 'i.c', title: 'Coffee', classTemplateInfo: template, ...classExtra },
});
const why = (doc: object, opts: object = {}) => explainTemplate(doc, { ...options, ...opts });
const rowAt = [
  'classReference',
  'classTemplateInfo',
  'cardTemplateOverride',
  'cardRowTemplateInfos',
];

describe('explainTemplate: why a reference shows or not', () => {
  it.each([
    ["object.textModulesData['fare']", 'Text module “fare”', 'shown', 'Shows “Fare: 12.50”.'],
    ['class.title', 'Title', 'shown', 'Shows “Coffee”.'],
    [
      'object.textModulesData["fare"]',
      'Text module “fare”',
      'shown',
      'Shows “Fare: 12.50”. Google’s own form puts the ID in single quotes.',
    ],
    [
      "object.textModulesData['price']",
      'Text module “price”',
      'missing',
      'The object has no text module “price” (the IDs there: “fare”, “blank”).',
    ],
    [
      'object.textModulesData[fare]',
      'Unreadable field path',
      'missing',
      'Wrong quoting: a module’s ID goes in single quotes within brackets.',
    ],
    [
      'object.textModulesData[‘fare’]',
      'Unreadable field path',
      'missing',
      'Wrong quoting: a module’s ID goes in single quotes within brackets.',
    ],
    [
      "object.textModulesData['blank']",
      'Text module “blank”',
      'missing',
      'Text module “blank” is empty: nothing to show.',
    ],
    ['class.shortTitle', 'Short title', 'missing', 'The class has no short title.'],
    [
      'class.title.defaultValue',
      'Title › Default value',
      'missing',
      'The class has no title › Default value.',
    ],
    ['title', 'Unreadable field path', 'missing', 'It starts with neither “class.” nor “object.”.'],
    ['', 'Empty field path', 'missing', 'The field path is empty.'],
  ])('%s: %s %s', (fieldPath, label, status, reason) => {
    const [slot] = why(offer({ cardTemplateOverride: { cardRowTemplateInfos: [row(fieldPath)] } }));
    expect(slot?.references[0]).toEqual({
      fieldPath,
      label,
      status,
      reason,
      segments: [...rowAt, 0, 'oneItem', 'item', 'firstValue', 'fields', 0, 'fieldPath'],
    });
  });

  // An enumeration's value, in either spelling, by the label the form's select shows.
  it.each([
    ['object.state', { state: 'active' }, {}, 'State', 'Shows “Active”.'],
    ['object.state', { state: 'EXPIRED' }, {}, 'State', 'Shows “Expired”.'],
    [
      'object.barcode.type',
      { barcode: { type: 'QR_CODE', value: 'x' } },
      {},
      'Barcode › Type',
      'Shows “QR code”.',
    ],
    [
      'class.redemptionChannel',
      {},
      { redemptionChannel: 'instore' },
      'Redemption channel',
      'Shows “In store”.',
    ],
    // Not a value of the enumeration: shown as it is, as the form's select does.
    ['object.state', { state: 'SOMETHING' }, {}, 'State', 'Shows “SOMETHING”.'],
  ])('%s = %j %j: %s', (fieldPath, objectExtra, classExtra, label, reason) => {
    const template = { cardTemplateOverride: { cardRowTemplateInfos: [row(fieldPath)] } };
    const [slot] = why({ ...offer(template, classExtra), ...objectExtra });
    expect(slot?.references[0]).toMatchObject({ label, status: 'shown', reason });
  });

  it('a transit class’s type by its label', () => {
    const transit = {
      id: 'i.t',
      transitType: 'RAIL',
      classTemplateInfo: {
        cardTemplateOverride: { cardRowTemplateInfos: [row('class.transitType')] },
      },
    };
    const [slot] = explainTemplate(transit, { kind: 'transitClass', locale: 'en-US' });
    expect(slot?.references[0]?.reason).toBe('Shows “Rail”.');
  });

  it('a fallback chain: which resolved, why the ones before did not, the rest unused', () => {
    const template = {
      cardTemplateOverride: {
        cardRowTemplateInfos: [row("object.textModulesData['price']", 'class.title', 'object.id')],
      },
    };
    expect(why(offer(template))).toEqual([
      {
        slot: 'Card row 1, item, first value',
        references: [
          expect.objectContaining({ status: 'missing' }),
          expect.objectContaining({ status: 'shown', fieldPath: 'class.title' }),
          expect.objectContaining({
            status: 'unused',
            reason: 'Not needed: an earlier path shows.',
          }),
        ],
      },
    ]);
  });

  it('names every kind of slot', () => {
    const selector = { fields: [{ fieldPath: 'class.title' }] };
    const template = {
      cardTemplateOverride: {
        cardRowTemplateInfos: [
          {
            twoItems: {
              startItem: { firstValue: selector, secondValue: selector },
              endItem: { firstValue: selector },
            },
          },
        ],
      },
      cardBarcodeSectionDetails: { firstTopDetail: { fieldSelector: selector } },
      detailsTemplateOverride: { detailsItemInfos: [{ item: { firstValue: selector } }] },
      listTemplateOverride: {
        firstRowOption: { fieldOption: selector },
        secondRowOption: selector,
      },
    };
    expect(why(offer(template)).map((slot) => slot.slot)).toEqual([
      'Card row 1, start item, first value',
      'Card row 1, start item, second value',
      'Card row 1, end item, first value',
      'Above the barcode, start',
      'Details item 1, first value',
      'List row, first row',
      'List row, second row',
    ]);
  });

  it('says when there is no class to read, and follows a paired class', () => {
    const bare = { id: 'i.o', classId: 'i.c' };
    expect(why(bare)).toEqual([]);
    const paired = {
      id: 'i.c',
      title: 'Paired',
      classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [row('class.title')] } },
    };
    const [slot] = why(bare, { pairedClass: paired });
    expect(slot?.references[0]).toMatchObject({
      status: 'shown',
      reason: 'Shows “Paired”.',
      segments: [
        pairedClassSegment,
        'classTemplateInfo',
        'cardTemplateOverride',
        'cardRowTemplateInfos',
        0,
        'oneItem',
        'item',
        'firstValue',
        'fields',
        0,
        'fieldPath',
      ],
    });
  });

  it('a transit class reads object paths from the sample trip', () => {
    const transit = {
      id: 'i.t',
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [row('object.ticketLeg.ticketSeat.seat', 'object.nothing')],
        },
      },
    };
    const [slot] = explainTemplate(transit, { kind: 'transitClass', locale: 'en-US' });
    expect(slot?.references.map((r) => r.status)).toEqual(['shown', 'unused']);
  });
});
