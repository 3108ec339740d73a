import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../schema/resources';
import { exportDocument } from './exportDocument';

const offer = (extra: Record<string, unknown>) => ({ id: '1.o', classId: '1.c', ...extra });
const localized = (value: string) => ({ defaultValue: { value } });

function exported(document: unknown, kind: ResourceKind = 'offerObject'): unknown {
  const result = exportDocument(document, kind);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path} ${i.message}`).join('\n'));
  return result.value;
}

describe('exportDocument: docs/decisions.md, "Export" rules', () => {
  it.each<[string, ResourceKind, unknown, unknown]>([
    [
      '1. a deprecated top-level field',
      'offerObject',
      offer({ version: '3', kind: 'walletobjects#offerObject' }),
      offer({}),
    ],
    [
      '1. deprecated inside arrays',
      'offerObject',
      offer({ messages: [{ kind: 'k', header: 'H' }] }),
      offer({ messages: [{ header: 'H' }] }),
    ],
    [
      '1. deprecated inside classReference',
      'offerObject',
      offer({ classReference: { id: '1.c', kind: 'k', allowMultipleUsersPerObject: true } }),
      offer({ classReference: { id: '1.c' } }),
    ],
    [
      '1. a deprecated container whole',
      'transitClass',
      {
        id: '1.a',
        infoModuleData: { labelValueRows: [] },
        locations: { latitude: 1, longitude: 2 },
      },
      { id: '1.a' },
    ],
    [
      '1. deprecated deep in an image',
      'transitClass',
      {
        id: '1.a',
        logo: { kind: 'k', sourceUri: { uri: 'https://a.example/l.png', description: 'old' } },
      },
      { id: '1.a', logo: { sourceUri: { uri: 'https://a.example/l.png' } } },
    ],
    [
      '2. header/body dropped when both localized forms are present',
      'offerObject',
      offer({
        textModulesData: [
          {
            header: 'H',
            body: 'B',
            localizedHeader: localized('LH'),
            localizedBody: localized('LB'),
            id: 't',
          },
        ],
      }),
      offer({
        textModulesData: [
          { localizedHeader: localized('LH'), localizedBody: localized('LB'), id: 't' },
        ],
      }),
    ],
    [
      '2. header/body kept with one localized form',
      'offerObject',
      offer({ textModulesData: [{ header: 'H', body: 'B', localizedHeader: localized('LH') }] }),
      offer({ textModulesData: [{ header: 'H', body: 'B', localizedHeader: localized('LH') }] }),
    ],
    [
      '3. nulls left out',
      'transitClass',
      { id: '1.a', logo: null, reviewStatus: null, messages: [{ header: null, body: 'B' }] },
      { id: '1.a', messages: [{ body: 'B' }] },
    ],
    [
      '4. enums UPPER',
      'offerObject',
      offer({
        state: 'active',
        barcode: { type: 'qrCode', renderEncoding: 'utf8' },
        passConstraints: { nfcConstraint: ['blockPayment'] },
      }),
      offer({
        state: 'ACTIVE',
        barcode: { type: 'QR_CODE', renderEncoding: 'UTF_8' },
        passConstraints: { nfcConstraint: ['BLOCK_PAYMENT'] },
      }),
    ],
    [
      '5. nothing added, strings as entered, empty objects stay',
      'offerObject',
      offer({ hexBackgroundColor: 'Red', validTimeInterval: {}, groupingInfo: {} }),
      offer({ hexBackgroundColor: 'Red', validTimeInterval: {}, groupingInfo: {} }),
    ],
  ])('%s', (_name, kind, document, expected) => {
    expect(exported(document, kind)).toEqual(expected);
  });

  it('6. writes keys in the spec’s order, 2-space indent, trailing newline', () => {
    const result = exportDocument(
      { state: 'ACTIVE', classId: '1.c', barcode: { value: 'v', type: 'QR_CODE' }, id: '1.o' },
      'offerObject',
    );
    expect(result.ok && result.json).toBe(
      '{\n  "id": "1.o",\n  "classId": "1.c",\n  "barcode": {\n    "type": "QR_CODE",\n    "value": "v"\n  },\n  "state": "ACTIVE"\n}\n',
    );
  });

  it('7. returns the issues of an invalid document instead', () => {
    const result = exportDocument({ id: '1.o' }, 'offerObject');
    expect(result).toEqual({
      ok: false,
      issues: [expect.objectContaining({ path: '/classId', message: 'Class ID is required' })],
    });
  });

  it('7. exports despite lint warnings', () => {
    expect(exportDocument({ id: '', hexBackgroundColor: 'red' }, 'transitClass').ok).toBe(true);
  });

  it('does not change the document it was given', () => {
    const document = offer({ state: 'active', version: '1' });
    exportDocument(document, 'offerObject');
    expect(document).toEqual(offer({ state: 'active', version: '1' }));
  });
});
