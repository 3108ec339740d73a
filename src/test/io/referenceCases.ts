import {
  ID,
  interval,
  localized,
  offer,
  offerClass,
  text,
  transit,
  type Case,
} from './readinessFixtures';

const ICON = 'https://example.com/icon.png';

/** Cases of the interval, message type, issuer, language and number rules (issue 25). */
export const referenceCases: Case[] = [
  [
    'a message shown for a while',
    'google.interval.order',
    'transitClass',
    transit(interval('2026-01-01T10:00:00', '2026-01-01T10:00:01')),
    transit(interval('2026-01-01T10:00:00', '2025-12-31T10:00:00')),
    '/messages/0/displayInterval/end/date',
    /The end is before the start; it never shows/,
  ],
  [
    'an offer valid for a while, offsets compared as instants',
    'google.interval.order',
    'offerObject',
    offer({
      validTimeInterval: {
        start: { date: '2026-01-01T10:00:00+01:00' },
        end: { date: '2026-01-01T09:00:01Z' },
      },
    }),
    offer({
      validTimeInterval: {
        start: { date: '2026-01-01T10:00:00+01:00' },
        end: { date: '2026-01-01T09:00:00Z' },
      },
    }),
    '/validTimeInterval/end/date',
    /the same moment as the start; the pass is never valid/,
  ],
  [
    'an expiration notification message on an offer',
    'google.message.type',
    'offerObject',
    offer({ messages: [{ header: 'H', body: 'B', messageType: 'TEXT' }] }),
    offer({ messages: [{ header: 'H', body: 'B', messageType: 'expirationNotification' }] }),
    '/messages/0/messageType',
    /offers guide uses it .* “This enum is currently not supported”; the preview follows the guide/,
  ],
  [
    'an expiration notification message on a transit class',
    'google.message.type',
    'transitClass',
    transit({ messages: [{ header: 'H', body: 'B', messageType: 'TEXT_AND_NOTIFY' }] }),
    transit({ messages: [{ header: 'H', body: 'B', messageType: 'EXPIRATION_NOTIFICATION' }] }),
    '/messages/0/messageType',
    /“This enum is currently not supported”, and its guide documents it for offers only/,
  ],
  [
    'an object in a class of its own issuer',
    'google.id.issuer',
    'offerObject',
    offer(),
    offer({ classId: '3388000000099.c' }),
    '/classId',
    /Class ID is of issuer “3388000000099”, but Object ID of issuer “3388000000012345678”/,
  ],
  [
    'linked objects of its own issuer',
    'google.id.issuer',
    'offerObject',
    offer({ linkedObjectIds: [`${ID}.ticket`] }),
    offer({ linkedObjectIds: [`${ID}.ticket`, '42.ticket'] }),
    '/linkedObjectIds/1',
    /Linked object “42\.ticket” is of another issuer than “3388000000012345678”; Google says “You cannot link objects belonging to another issuer”/,
  ],
  [
    'a language that exists',
    'google.language.known',
    'transitClass',
    transit({ localizedIssuerName: localized('M', [['gsw', 'M']]) }),
    transit({ localizedIssuerName: localized('M', [['xx', 'M']]) }),
    '/localizedIssuerName/translatedValues/0/language',
    /“xx” is a well-formed tag, but “xx” is no language; .* never shows this translation/,
  ],
  [
    'a region that exists',
    'google.language.known',
    'transitClass',
    transit({ languageOverride: 'de-AT' }),
    transit({ languageOverride: 'de-XY' }),
    '/languageOverride',
    /“XY” is no region; .* cannot show the pass in it/,
  ],
  [
    'a text module id of letters, digits, _ and -',
    'google.id.textModule',
    'offerObject',
    offer({ textModulesData: [{ id: 'fare-1_b', body: 'B' }] }),
    offer({ textModulesData: [{ id: 'fare 1/b', body: 'B' }] }),
    '/textModulesData/0/id',
    /contains “ ”, “\/”; Google takes only letters, digits, “_” and “-”/,
  ],
  [
    'a translated text module header of 35',
    'google.length',
    'transitClass',
    transit({ textModulesData: [{ localizedHeader: localized('H', [['de', text(35)]]) }] }),
    transit({ textModulesData: [{ localizedHeader: localized('H', [['de', text(36)]]) }] }),
    '/textModulesData/0/localizedHeader/translatedValues/0/value',
    /Text module header \(de\) has 36 characters; Google recommends at most 35/,
  ],
  [
    'a translated text module body of 500',
    'google.length',
    'offerObject',
    offer({ textModulesData: [{ localizedBody: localized(text(500)) }] }),
    offer({ textModulesData: [{ localizedBody: localized(text(501)) }] }),
    '/textModulesData/0/localizedBody/defaultValue/value',
    /Text module body \(en\) has 501/,
  ],
  [
    'a first value or a predefined item',
    'google.template.predefinedItem',
    'transitClass',
    transit(row({ predefinedItem: 'FREQUENT_FLYER_PROGRAM_NAME_AND_NUMBER' })),
    transit(
      row({ firstValue: { fields: [] }, predefinedItem: 'frequentFlyerProgramNameAndNumber' }),
    ),
    '/classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/oneItem/item/predefinedItem',
    /Google allows only one of the two/,
  ],
  [
    'a date format on a date',
    'google.template.dateFormat',
    'offerObject',
    offer({
      validTimeInterval: { start: { date: '2026-01-01T10:00:00Z' } },
      classReference: offerClass(dated('object.validTimeInterval.start')),
    }),
    offer({
      validTimeInterval: { start: { date: '2026-01-01T10:00:00Z' } },
      classReference: offerClass(dated('class.issuerName')),
    }),
    '/classReference/classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/oneItem/item/firstValue/fields/0/dateFormat',
    /Issuer name is not a date; Google applies a date format only to a date/,
  ],
  [
    'redemption issuers by issuer ID',
    'google.smartTap.redemptionIssuers',
    'offerClass',
    offerClass({ redemptionIssuers: [ID] }),
    offerClass({ redemptionIssuers: [ID, 'Kaffeehaus'] }),
    '/redemptionIssuers/1',
    /Redemption issuer “Kaffeehaus” is not an issuer ID/,
  ],
  [
    'TOTP parameters for each {totp_value_n}',
    'google.barcode.totp',
    'offerObject',
    offer(totp('A{totp_value_0}', [{ key: 'abc123', valueLength: 6 }])),
    offer(totp('A{totp_value_0}-{totp_value_1}', [{ key: 'abc123', valueLength: 6 }])),
    '/rotatingBarcode/valuePattern',
    /uses “\{totp_value_1\}”, but the TOTP details have parameters 0 to 0/,
  ],
  [
    'a Base16 TOTP key, never quoted',
    'google.barcode.totp',
    'offerObject',
    offer(totp('{totp_value_0}', [{ key: 'DEADbeef01', valueLength: 6 }])),
    offer(totp('{totp_value_0}', [{ key: 'secret-key', valueLength: 6 }])),
    '/rotatingBarcode/totpDetails/parameters/0/key',
    /^This TOTP key is not in Base16 \(hex digits 0–9, a–f\); Google decodes/,
  ],
  [
    'a TOTP period in whole milliseconds',
    'google.barcode.totp',
    'offerObject',
    offer(totp('{totp_value_0}', [{ key: 'ab', valueLength: 6 }], '30000')),
    offer(totp('{totp_value_0}', [{ key: 'ab', valueLength: 6 }], '30s')),
    '/rotatingBarcode/totpDetails/periodMillis',
    /Period “30s” is not a whole number of milliseconds/,
  ],
  [
    'a sort index in 32 bits',
    'google.number.range',
    'offerObject',
    offer({ groupingInfo: { sortIndex: 2_147_483_647 } }),
    offer({ groupingInfo: { sortIndex: 2_147_483_648 } }),
    '/groupingInfo/sortIndex',
    /Sort index 2147483648 is beyond Google’s 32-bit range/,
  ],
  [
    'a TOTP value length in 32 bits',
    'google.number.range',
    'offerObject',
    offer(totp('{totp_value_0}', [{ key: 'ab', valueLength: -2_147_483_648 }])),
    offer(totp('{totp_value_0}', [{ key: 'ab', valueLength: -2_147_483_649 }])),
    '/rotatingBarcode/totpDetails/parameters/0/valueLength',
    /Value length -2147483649 is beyond/,
  ],
  [
    'a square value-added module image',
    'google.image.size',
    'offerObject',
    offer({ valueAddedModuleData: { image: { sourceUri: { uri: ICON } } } }),
    offer({ valueAddedModuleData: { image: { sourceUri: { uri: ICON } } } }),
    '/valueAddedModuleData/image/sourceUri/uri',
    /value-added module image is not square \(it is 300 × 200 px\); Google resizes it to 1:1/,
    [
      new Map([[ICON, { width: 300, height: 300 }]]),
      new Map([[ICON, { width: 300, height: 200 }]]),
    ],
  ],
  [
    'has users left to Google',
    'google.setByGoogle',
    'offerObject',
    offer({ hasUsers: false }),
    offer({ hasUsers: true }),
    '/hasUsers',
    /Has users is set by Google \(whether someone has saved the pass\)/,
  ],
];

/** A transit class whose one card row holds one item. */
function row(item: Record<string, unknown>) {
  return {
    classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [{ oneItem: { item } }] } },
  };
}

/** A card row showing `fieldPath` as a date. */
function dated(fieldPath: string) {
  return row({ firstValue: { fields: [{ fieldPath, dateFormat: 'DATE_ONLY' }] } });
}

function totp(valuePattern: string, parameters: unknown[], periodMillis = '30000') {
  return {
    rotatingBarcode: {
      type: 'QR_CODE',
      valuePattern,
      totpDetails: { periodMillis, algorithm: 'TOTP_SHA1', parameters },
    },
  };
}
