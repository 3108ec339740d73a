import { isRecord } from '../walkDocument';
import { BARCODE_FORMATS } from './appleFormat';
import type { GoogleConversion } from './googleConversion';

/** The first barcode Wallet shows as the object's one barcode; the fall-backs are said dropped. */
export function takeBarcode({ pass, obj, report }: GoogleConversion) {
  const first = Array.isArray(pass.barcodes)
    ? pass.barcodes.find(isRecord)
    : isRecord(pass.barcode)
      ? pass.barcode
      : undefined;
  if (!first) return;
  const format = BARCODE_FORMATS.find(([, apple]) => apple === first.format);
  obj.barcode = {
    type: format?.[0] ?? 'QR_CODE',
    value: typeof first.message === 'string' ? first.message : '',
    ...(typeof first.altText === 'string' && first.altText ? { alternateText: first.altText } : {}),
  };
  report.push({
    group: 'Barcode',
    what: `Barcode (${format?.[2] ?? 'unknown kind'})`,
    fate: format ? 'carried' : 'approximated',
    how: format ? 'the first one Wallet shows' : 'as a QR code',
  });
  const others =
    (Array.isArray(pass.barcodes) ? pass.barcodes.length : 1) -
    1 +
    (Array.isArray(pass.barcodes) && pass.barcode ? 1 : 0);
  if (others > 0)
    report.push({
      group: 'Barcode',
      what: `${others} more barcode${others > 1 ? 's' : ''}`,
      fate: 'dropped',
      how: 'Google shows one barcode; these are fall-backs for older devices',
    });
}
