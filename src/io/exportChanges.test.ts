import { describe, expect, it } from 'vitest';
import { exportChanges } from './exportChanges';

describe('exportChanges', () => {
  it('lists what export does, in document order', () => {
    const document = {
      id: '1.o',
      classId: '1.c',
      textModulesData: [
        {
          header: 'H',
          localizedHeader: { defaultValue: { value: 'a' } },
          localizedBody: { defaultValue: { value: 'b' } },
        },
      ],
      barcode: { kind: 'walletobjects#barcode', type: 'qrCode', value: null },
      state: 'ACTIVE',
      version: '2',
    };
    expect(exportChanges(document, 'offerObject')).toEqual([
      {
        path: '/textModulesData/0/header',
        segments: ['textModulesData', 0, 'header'],
        kind: 'textModuleRule',
        before: 'H',
      },
      {
        path: '/barcode/kind',
        segments: ['barcode', 'kind'],
        kind: 'deprecated',
        before: 'walletobjects#barcode',
      },
      {
        path: '/barcode/type',
        segments: ['barcode', 'type'],
        kind: 'enumSpelling',
        before: 'qrCode',
        after: 'QR_CODE',
      },
      { path: '/barcode/value', segments: ['barcode', 'value'], kind: 'null', before: null },
      { path: '/version', segments: ['version'], kind: 'deprecated', before: '2' },
    ]);
  });

  it('reports a deprecated container once, not its contents', () => {
    const changes = exportChanges(
      { id: '1.a', infoModuleData: { labelValueRows: [{ columns: [{ label: 'x' }] }] } },
      'transitClass',
    );
    expect(changes.map((c) => c.path)).toEqual(['/infoModuleData']);
  });

  it('is empty for a compliant document', () => {
    expect(exportChanges({ id: '1.a', transitType: 'RAIL' }, 'transitClass')).toEqual([]);
  });
});
