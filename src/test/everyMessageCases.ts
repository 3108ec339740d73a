import { ID, localized, offer, offerClass, transit } from './io/readinessFixtures';
import type { ResourceKind } from '../schema/resources';

// Inputs for the test that reads every message the editor can show, beyond the rule case tables:
// documents zod refuses, texts that are not a pass, templates for "Why isn't this showing?".

const ref = (fieldPath: string, extra: Record<string, unknown> = {}) => ({ fieldPath, ...extra });
const cardRow = (...references: object[]) => ({
  cardTemplateOverride: {
    cardRowTemplateInfos: [{ oneItem: { item: { firstValue: { fields: references } } } }],
  },
});

/** One document per kind of zod finding: wrong enum, type, key, length, URI, date, null. */
export const brokenDocuments: [ResourceKind, unknown][] = [
  ['transitClass', transit({ transitType: 'HOVERCRAFT', reviewStatus: 'maybe' })],
  ['transitClass', transit({ issuerName: 5, logo: { sourceUri: { uri: 'not a uri' } } })],
  ['transitClass', transit({ colour: 'red', textModulesData: [{ id: 'a', bodyText: 'x' }] })],
  [
    'transitClass',
    transit({ hexBackgroundColor: null, multipleDevicesAndHoldersAllowedStatus: 7 }),
  ],
  ['transitClass', transit({ localizedIssuerName: { defaultValue: { language: 'en' } } })],
  ['transitClass', transit({ classTemplateInfo: cardRow(ref('x', { dateFormat: 'SOMETIMES' })) })],
  ['transitClass', transit({ homepageUri: { uri: '' }, messages: [{ messageType: 'LOUD' }] })],
  ['offerClass', offerClass({ redemptionChannel: 'PIGEON', provider: ['Shop'] })],
  ['offerClass', offerClass({ localizedTitle: localized(''), wordMark: { sourceUri: {} } })],
  ['offerObject', offer({ state: 'GONE', barcode: { type: 'SQUARE', value: 1 } })],
  ['offerObject', offer({ validTimeInterval: { start: { date: 'tomorrow' } } })],
  ['offerObject', offer({ classReference: offerClass({ reviewStatus: 'APPROVED' }), id: 42 })],
  ['offerObject', offer({ groupingInfo: { sortIndex: 'first' }, linksModuleData: { uris: {} } })],
  ['offerObject', null],
  ['offerObject', []],
];

/** Texts an import cannot open as they are. */
export const unreadableTexts: readonly string[] = [
  '',
  '{"id": "3388000000012345678.a",',
  '{"id": 1 "classId": 2}',
  "{'id': 'a'}",
  '[1, 2',
  '{"a": {"b": {"c": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}}}',
  '"just text"',
  '{"id": "x"} trailing',
];

const dates = {
  validTimeInterval: { start: { date: '2026-01-01T10:00:00Z' }, end: { date: '2026-12-31' } },
};

/** Templates whose references show, miss, or cannot be read, for the why view and the card. */
export const templateDocuments: [ResourceKind, unknown][] = [
  ...[
    "object.textModulesData['fare']",
    "object.textModulesData['price']",
    'object.textModulesData[fare]',
    'object.textModulesData["fare"]',
    "class.textModulesData['blank']",
    'class.shortTitle',
    'class.title.defaultValue',
    'object.validTimeInterval.end.date',
    'object.barcode.value',
    'object.imageModulesData[0].mainImage',
    'object.nothing.here',
    'title',
    '',
  ].map((path): [ResourceKind, unknown] => [
    'offerObject',
    offer({
      ...dates,
      textModulesData: [{ id: 'fare', header: 'Fare', body: '12.50' }],
      classReference: offerClass({
        textModulesData: [{ id: 'blank', header: '', body: '' }],
        classTemplateInfo: cardRow(
          ref(path),
          ref("object.textModulesData['fare']", {
            dateFormat: 'DATE_TIME',
          }),
        ),
      }),
    }),
  ]),
  [
    'transitClass',
    transit({
      classTemplateInfo: {
        ...cardRow(ref("class.textModulesData['type']"), ref('object.ticketNumber')),
        detailsTemplateOverride: {
          detailsItemInfos: [{ item: { firstValue: { fields: [ref('class.nothing')] } } }],
        },
        listTemplateOverride: { firstRowOption: { fieldOption: { fields: [ref('object.x')] } } },
      },
    }),
  ],
];

/** Documents whose preview notes each say something: no class, a vehicle, a single leg, a deprecated option. */
export const noteDocuments: [ResourceKind, unknown][] = [
  ['offerObject', { id: `${ID}.o`, classId: `${ID}.c` }],
  ['transitClass', transit({ transitType: 'RAIL', enableSingleLegItinerary: false })],
  ['offerClass', offerClass({ hexBackgroundColor: { red: 1 } })],
  [
    'offerClass',
    offerClass({
      hexBackgroundColor: 'dark red',
      classTemplateInfo: {
        listTemplateOverride: { thirdRowOption: { fields: [ref('class.title')] } },
        cardTemplateOverride: {
          cardRowTemplateInfos: [1, 2, 3, 4].map(() => ({
            oneItem: { item: { firstValue: { fields: [ref('class.title')] } } },
          })),
        },
      },
    }),
  ],
];

/** Pairs for Compare: a group, an object, a list and a field the schema does not know, changed. */
export const comparedDocuments: (readonly [ResourceKind, unknown, unknown])[] = [
  [
    'offerObject',
    offer({ groupingInfo: { sortIndex: 1, groupingId: 'example' } }),
    offer({
      groupingInfo: { sortIndex: 2 },
      notAField: { deeperName: 1 },
      messages: [{ id: 'm' }],
    }),
  ],
  [
    'offerObject',
    offer({ classReference: offerClass({ title: 'A' }) }),
    offer({
      classReference: offerClass({ title: 'B', localizedTitle: localized('B', [['fr', 'Bé']]) }),
    }),
  ],
  [
    'transitClass',
    transit({ classTemplateInfo: cardRow(ref("class.textModulesData['type']")) }),
    transit({
      classTemplateInfo: cardRow(ref("object.textModulesData['type']")),
      transitType: 'BUS',
    }),
  ],
];
