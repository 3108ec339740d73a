import { offer, offerClass, transit, type Case } from './readinessFixtures';

/** A class template whose one card row shows `fieldPath`. */
const showing = (fieldPath: string) => ({
  classTemplateInfo: {
    cardTemplateOverride: {
      cardRowTemplateInfos: [{ oneItem: { item: { firstValue: { fields: [{ fieldPath }] } } } }],
    },
  },
});
const ROW_PATH =
  '/classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/oneItem/item/firstValue/fields/0/fieldPath';

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
  [
    'an offer’s template names a transit object’s field (Google’s own example)',
    'google.template.otherKind',
    'offerClass',
    offerClass(showing('object.validTimeInterval.end')),
    offerClass(showing('object.purchaseDetails.purchasePrice')),
    ROW_PATH,
    /^Purchase details is a field of a transit object; an offer object has none, so this slot stays empty$/,
  ],
  [
    'an offer object’s embedded class names a transit object’s field',
    'google.template.otherKind',
    'offerObject',
    offer({ classReference: offerClass(showing('object.validTimeInterval.start')) }),
    offer({ classReference: offerClass(showing('object.ticketLeg.platform')) }),
    `/classReference${ROW_PATH}`,
    /^Ticket leg is a field of a transit object; an offer object has none/,
  ],
  [
    'a transit class’s template names an offer class’s field',
    'google.template.otherKind',
    'transitClass',
    transit(showing('class.issuerName')),
    transit(showing('class.title')),
    ROW_PATH,
    /^Title is a field of an offer class; a transit class has none/,
  ],
];
