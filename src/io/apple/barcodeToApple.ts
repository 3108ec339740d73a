import { enumInfo, barcodeTypeSchema } from '../../schema/enums';
import { isRecord } from '../walkDocument';
import { BARCODE_FORMATS, type AppleBarcode } from './appleFormat';
import type { LossReport } from './lossReport';

const typeWords = (type: string) =>
  enumInfo.get(barcodeTypeSchema)?.labels[type] ?? 'this kind of code';

/**
 * Google's barcode as Apple's `barcodes`, in the order Wallet tries them: the same format where
 * Apple has it, then a QR code of the same message for devices that cannot draw it (Code 128
 * needs iOS 9; a watch draws none of the linear codes).
 */
export function googleBarcodeToApple(barcode: unknown, report: LossReport): AppleBarcode[] {
  if (!isRecord(barcode) || typeof barcode.value !== 'string' || barcode.value === '') return [];
  const type = typeof barcode.type === 'string' ? barcode.type.toUpperCase() : 'QR_CODE';
  const altText =
    typeof barcode.alternateText === 'string' && barcode.alternateText
      ? { altText: barcode.alternateText }
      : {};
  const of = (format: AppleBarcode['format']): AppleBarcode => ({
    format,
    message: barcode.value as string,
    messageEncoding: 'iso-8859-1',
    ...altText,
  });
  if (type === 'TEXT_ONLY') {
    report.push({
      group: 'Barcode',
      what: 'Barcode',
      fate: 'dropped',
      how: 'Apple Wallet has no text-only code; the text is not shown',
    });
    return [];
  }
  const same = BARCODE_FORMATS.find(([google]) => google === type);
  if (same) {
    report.push({
      group: 'Barcode',
      what: `Barcode (${same[2]})`,
      fate: 'carried',
      how:
        same[0] === 'QR_CODE'
          ? undefined
          : 'with a QR code of the same value after it, for devices that cannot draw it',
    });
  } else {
    report.push({
      group: 'Barcode',
      what: `Barcode (${typeWords(type)})`,
      fate: 'approximated',
      how: `Apple Wallet cannot draw ${typeWords(type)}: the same value as a QR code, which a ${typeWords(type)} scanner may not read`,
    });
  }
  if (altText.altText)
    report.push({ group: 'Barcode', what: 'Barcode text', fate: 'carried', how: 'below the code' });
  return same && same[1] !== 'PKBarcodeFormatQR'
    ? [of(same[1]), of('PKBarcodeFormatQR')]
    : [of('PKBarcodeFormatQR')];
}
