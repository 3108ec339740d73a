import { isRecord } from '../walkDocument';
import { enumShown, enumUpper, REFERENCE, type ReadinessRule } from './readinessRule';

const BARCODES = new Set(['Barcode', 'RotatingBarcode']);

export const barcodeAlternateTextRule: ReadinessRule = {
  id: 'google.barcode.alternateText',
  title: 'A TEXT_ONLY barcode has no alternateText',
  source: `${REFERENCE}/BarcodeType`,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('Barcode', 'RotatingBarcode').flatMap(({ node, value, segments }) => {
      if (!BARCODES.has(node.typeName ?? '') || !isRecord(value)) return [];
      if (enumUpper(value.type) !== 'TEXT_ONLY') return [];
      if (value.alternateText === undefined || value.alternateText === null) return [];
      return [
        {
          segments: [...segments, 'alternateText'],
          message:
            'Alternate text is set on a TEXT_ONLY barcode; Google does not allow alternate text there',
        },
      ];
    }),
};

export const barcodeRenderEncodingRule: ReadinessRule = {
  id: 'google.barcode.renderEncoding',
  title: 'UTF_8 render encoding only on a QR_CODE',
  source: `${REFERENCE}/BarcodeRenderEncoding`,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('Barcode', 'RotatingBarcode').flatMap(({ node, value, segments }) => {
      if (!BARCODES.has(node.typeName ?? '') || !isRecord(value)) return [];
      if (enumUpper(value.renderEncoding) !== 'UTF_8') return [];
      const type = enumUpper(value.type);
      if (type === 'QR_CODE') return [];
      return [
        {
          segments: [...segments, 'renderEncoding'],
          message: `Render encoding UTF_8 is set on a ${enumShown(value.type) ?? 'barcode without a type'}; Google supports UTF_8 only for QR_CODE`,
        },
      ];
    }),
};
