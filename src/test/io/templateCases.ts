import { transit, type Case } from './readinessFixtures';

// The card template: one item kind per row, a second value only after a first.

export const templateCases: Case[] = [
  [
    'one item kind per card row',
    'google.template.oneOf',
    'transitClass',
    transit({
      classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [{ oneItem: {} }] } },
    }),
    transit({
      classTemplateInfo: {
        cardTemplateOverride: { cardRowTemplateInfos: [{ oneItem: {}, twoItems: {} }] },
      },
    }),
    '/classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/twoItems',
    /sets One item and Two items; Google needs exactly one/,
  ],
  [
    'a second value after a first',
    'google.template.secondValue',
    'transitClass',
    transit({
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [{ oneItem: { item: { firstValue: {}, secondValue: {} } } }],
        },
      },
    }),
    transit({
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [{ oneItem: { item: { secondValue: {} } } }],
        },
      },
    }),
    '/classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/oneItem/item/secondValue',
    /without a first value/,
  ],
];
