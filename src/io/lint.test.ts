import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../schema/resources';
import { lint } from './lint';
import { samples } from './samples';

/** The editor warnings of docs/decisions.md alone; readiness rules have their own tests (src/io/readiness). */
const editorWarnings = (document: unknown, kind: ResourceKind) =>
  lint(document, kind).filter((issue) => issue.code.startsWith('lint.'));

const transit = (extra: Record<string, unknown>) => ({ id: '3388000000012345678.a', ...extra });
const offer = (extra: Record<string, unknown>) => ({
  id: '3388000000012345678.o',
  classId: '3388000000012345678.c',
  ...extra,
});
const selector = (fieldPath: string) => ({ fields: [{ fieldPath }] });
const listRow = (fieldPath: string) => ({
  listTemplateOverride: { secondRowOption: selector(fieldPath) },
});
const localized = (value: string) => ({ defaultValue: { language: 'en', value } });
const row = { oneItem: { item: null } };

describe('lint: each warning fires', () => {
  it.each<[string, ResourceKind, unknown, string, string, RegExp]>([
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
      /points at nothing on the class/,
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
      /nothing on the object/,
    ],
    [
      'a malformed path',
      'transitClass',
      transit({ classTemplateInfo: listRow('textModulesData.fare') }),
      '/classTemplateInfo/listTemplateOverride/secondRowOption/fields/0/fieldPath',
      'lint.fieldPath',
      /not of the form/,
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
      /not https:/,
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
      /not of the form issuerId.suffix/,
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
      /only as QR_CODE or PDF_417; this one is AZTEC/,
    ],
    [
      'a rotating code without type',
      'offerObject',
      offer({ rotatingBarcode: { valuePattern: 'x' } }),
      '/rotatingBarcode',
      'lint.rotatingType',
      /not set/,
    ],
  ])('%s', (_name, kind, document, path, code, message) => {
    const issues = editorWarnings(document, kind);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path, code, severity: 'warning' });
    expect(issues[0]!.rule).toMatch(/^google\./);
    expect(issues[0]!.source).toMatch(/^https:\/\/developers\.google\.com\//);
    expect(issues[0]!.message).toMatch(message);
  });
});

describe('lint: quiet on clean documents', () => {
  it.each<[string, ResourceKind, unknown]>([
    ['the transit sample', 'transitClass', samples.transitClass],
    ['the offer sample', 'offerObject', samples.offerObject],
    ['a short colour', 'transitClass', transit({ hexBackgroundColor: '#fc0' })],
    [
      'object paths on a transit class (no object to check)',
      'transitClass',
      transit({ classTemplateInfo: listRow('object.ticketNumber') }),
    ],
    [
      'a double-quoted id lookup',
      'transitClass',
      transit({
        textModulesData: [{ id: 'fare', body: '2' }],
        classTemplateInfo: listRow('class.textModulesData["fare"]'),
      }),
    ],
    [
      'a valid EAN-13',
      'offerObject',
      offer({ barcode: { type: 'EAN_13', value: '4006381333931' } }),
    ],
    ['a rotating PDF417', 'offerObject', offer({ rotatingBarcode: { type: 'pdf417' } })],
    [
      'header with only one localized form',
      'offerObject',
      offer({ textModulesData: [{ header: 'H', localizedHeader: localized('H') }] }),
    ],
    ['a document that is not an object', 'transitClass', 'text'],
  ])('%s', (_name, kind, document) => {
    expect(editorWarnings(document, kind)).toEqual([]);
  });
});

describe('lint: readiness rides along', () => {
  it('adds the readiness warnings, each with its rule and source', () => {
    const issues = lint({ id: '3388000000012345678.a' }, 'transitClass');
    expect(issues.map((i) => [i.path, i.rule])).toEqual([
      ['/issuerName', 'google.required'],
      ['/reviewStatus', 'google.required'],
      ['/transitType', 'google.required'],
      ['/logo', 'google.required'],
    ]);
  });

  it('is quiet on the samples', () => {
    expect(lint(samples.transitClass, 'transitClass')).toEqual([]);
    expect(lint(samples.offerObject, 'offerObject')).toEqual([]);
  });
});
