import { quote } from '../describeValue';
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
            'Alternate text is set on a barcode of type “Text only”; Google does not allow alternate text there',
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
          message: `Render encoding UTF-8 is set on ${value.type === undefined ? 'a barcode without a type' : `a barcode of type ${enumShown(value.type)}`}; Google supports UTF-8 only for QR codes`,
        },
      ];
    }),
};

const TOTP_VALUE = /\{totp_value_(\d+)\}/g;

export const totpRule: ReadinessRule = {
  id: 'google.barcode.totp',
  title:
    'A rotating barcode’s {totp_value_n} each have parameters at index n, keys in Base16 and a period in whole milliseconds',
  source: `${REFERENCE}/RotatingBarcode`,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('RotatingBarcode').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'RotatingBarcode' || !isRecord(value)) return [];
      const details = isRecord(value.totpDetails) ? value.totpDetails : {};
      const parameters = Array.isArray(details.parameters) ? details.parameters : [];
      const findings = [];
      if (typeof value.valuePattern === 'string') {
        const used = [...new Set([...value.valuePattern.matchAll(TOTP_VALUE)].map((m) => m[1]!))];
        const missing = used.filter((n) => Number(n) >= parameters.length);
        if (missing.length > 0) {
          // A hostile pattern may hold thousands: name three, each cut.
          const named = missing.slice(0, 3).map((n) => quote(`{totp_value_${n}}`));
          findings.push({
            segments: [...segments, 'valuePattern'],
            message: `The value pattern uses ${named.join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}, but the TOTP details have ${parameters.length === 0 ? 'no parameters' : `parameters 0 to ${parameters.length - 1}`}; Google fills {totp_value_n} from the parameters at index n`,
          });
        }
      }
      parameters.forEach((parameter, index) => {
        // The key is a secret: never quoted.
        if (!isRecord(parameter) || typeof parameter.key !== 'string') return;
        if (/^[0-9a-f]+$/i.test(parameter.key)) return;
        findings.push({
          segments: [...segments, 'totpDetails', 'parameters', index, 'key'],
          message:
            'This TOTP key is not in Base16 (hex digits 0–9, a–f); Google decodes the key as Base16, so the codes would not match the scanner’s',
        });
      });
      const period = details.periodMillis;
      if (typeof period === 'string' && !/^[1-9]\d*$/.test(period)) {
        findings.push({
          segments: [...segments, 'totpDetails', 'periodMillis'],
          message: `Period ${quote(period)} is not a whole number of milliseconds above 0; Google reads it as one`,
        });
      }
      return findings;
    }),
};
