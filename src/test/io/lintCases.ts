import type { ResourceKind } from '../../schema/resources';

// One document per editor warning (src/io/lintChecks.ts), for lint's table test and for the
// test that reads every message the editor can show.

export const transit = (extra: Record<string, unknown>) => ({
  id: '3388000000012345678.a',
  ...extra,
});
export const offer = (extra: Record<string, unknown>) => ({
  id: '3388000000012345678.o',
  classId: '3388000000012345678.c',
  ...extra,
});
export const selector = (fieldPath: string) => ({ fields: [{ fieldPath }] });
export const listRow = (fieldPath: string) => ({
  listTemplateOverride: { secondRowOption: selector(fieldPath) },
});
export const localized = (value: string) => ({ defaultValue: { language: 'en', value } });
export const row = { oneItem: { item: null } };

/** name, kind, document, path of the one warning, its code, its message. */
export const lintCases: [string, ResourceKind, unknown, string, string, RegExp][] = [
  [
    'classReference.id differs from classId',
    'offerObject',
    offer({ classReference: { id: '3388000000012345678.other' } }),
    '/classReference/id',
    'lint.classReference',
    /has ID “3388000000012345678.other”, but Class ID is “3388000000012345678.c”/,
  ],
  [
    'a class path to nothing',
    'transitClass',
    transit({ classTemplateInfo: listRow("class.textModulesData['fare']") }),
    '/classTemplateInfo/listTemplateOverride/secondRowOption/fields/0/fieldPath',
    'lint.fieldPath',
    /The class has no text module “fare”: this slot stays empty/,
  ],
  [
    'an object path to nothing on an offer',
    'offerObject',
    offer({
      classReference: {
        id: '3388000000012345678.c',
        classTemplateInfo: listRow('object.validTimeInterval.end'),
      },
    }),
    '/classReference/classTemplateInfo/listTemplateOverride/secondRowOption/fields/0/fieldPath',
    'lint.fieldPath',
    /The object has no validity period › End/,
  ],
  [
    'a malformed path',
    'transitClass',
    transit({ classTemplateInfo: listRow('textModulesData.fare') }),
    '/classTemplateInfo/listTemplateOverride/secondRowOption/fields/0/fieldPath',
    'lint.fieldPath',
    /not one Google reads/,
  ],
  [
    'a colour name',
    'transitClass',
    transit({ hexBackgroundColor: 'red' }),
    '/hexBackgroundColor',
    'lint.colour',
    /not #rgb or #rrggbb/,
  ],
  [
    'a colour in the embedded class',
    'offerObject',
    offer({ classReference: { id: '3388000000012345678.c', hexBackgroundColor: '#12345' } }),
    '/classReference/hexBackgroundColor',
    'lint.colour',
    /#12345/,
  ],
  [
    'an http image',
    'transitClass',
    transit({ logo: { sourceUri: { uri: 'http://a.example/l.png' } } }),
    '/logo/sourceUri/uri',
    'lint.imageHttps',
    /not https; Google loads images over https only/,
  ],
  [
    'an embedded (data:) image',
    'transitClass',
    transit({ logo: { sourceUri: { uri: `data:image/png;base64,${'iVBORw0KGgo'.repeat(300)}` } } }),
    '/logo/sourceUri/uri',
    'lint.imageHttps',
    /^This image is embedded in the file \(a data: URL\); Google loads images from https URLs only/,
  ],
  [
    'letters in EAN-13',
    'offerObject',
    offer({ barcode: { type: 'ean13', value: '40063813339AB' } }),
    '/barcode/value',
    'lint.barcode',
    /EAN-13 encodes digits only/,
  ],
  [
    'a wrong check digit',
    'offerObject',
    offer({ barcode: { type: 'EAN_13', value: '4006381333932' } }),
    '/barcode/value',
    'lint.barcode',
    /should be 1, not 2/,
  ],
  [
    'header next to both localized forms',
    'offerObject',
    offer({
      textModulesData: [
        { header: 'H', localizedHeader: localized('H'), localizedBody: localized('B') },
      ],
    }),
    '/textModulesData/0/header',
    'lint.textModuleRule',
    /Header will be dropped on export/,
  ],
  ['an empty id', 'transitClass', { id: '' }, '/id', 'lint.id', /Class ID is empty/],
  [
    'an id without issuer',
    'offerObject',
    offer({ classId: 'my-class' }),
    '/classId',
    'lint.id',
    /“my-class” does not start with an issuer ID/,
  ],
  [
    'more than 3 card rows',
    'transitClass',
    transit({
      classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [row, row, row, row] } },
    }),
    '/classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/3',
    'lint.cardRows',
    /4 card rows; Google displays only the first 3/,
  ],
  [
    'a rotating Aztec code',
    'offerObject',
    offer({ rotatingBarcode: { type: 'aztec', valuePattern: '{totp_value_0}' } }),
    '/rotatingBarcode/type',
    'lint.rotatingType',
    /only as “QR code” or “PDF417”; this one is “Aztec”/,
  ],
  [
    'a rotating code without type',
    'offerObject',
    offer({ rotatingBarcode: { valuePattern: 'x' } }),
    '/rotatingBarcode',
    'lint.rotatingType',
    /not set/,
  ],
];
