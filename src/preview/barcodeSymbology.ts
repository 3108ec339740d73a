/** bwip-js encoder names of Google's barcode types; TEXT_ONLY draws no symbol. */
export const bwipEncoders: Readonly<Record<string, string>> = {
  AZTEC: 'azteccode',
  CODE_39: 'code39',
  CODE_128: 'code128',
  CODABAR: 'rationalizedCodabar',
  DATA_MATRIX: 'datamatrix',
  EAN_8: 'ean8',
  EAN_13: 'ean13',
  ITF_14: 'itf14',
  PDF_417: 'pdf417',
  QR_CODE: 'qrcode',
  UPC_A: 'upca',
};

export const barcodeNames: Readonly<Record<string, string>> = {
  AZTEC: 'Aztec code',
  CODE_39: 'Code 39 barcode',
  CODE_128: 'Code 128 barcode',
  CODABAR: 'Codabar barcode',
  DATA_MATRIX: 'Data Matrix code',
  EAN_8: 'EAN-8 barcode',
  EAN_13: 'EAN-13 barcode',
  ITF_14: 'ITF-14 barcode',
  PDF_417: 'PDF417 code',
  QR_CODE: 'QR code',
  UPC_A: 'UPC-A barcode',
  TEXT_ONLY: 'Code',
};

export const twoDimensional = new Set(['AZTEC', 'DATA_MATRIX', 'QR_CODE', 'PDF_417']);

/** What bwip-js needs to draw `value` as `type`, or undefined for a type without a symbol. */
export function bwipRenderOptions(type: string, value: string) {
  const bcid = bwipEncoders[type];
  if (!bcid) return undefined;
  // Codabar needs start and stop characters; Google's values often leave them out.
  const text = type === 'CODABAR' && !/^[A-D].*[A-D]$/i.test(value) ? `A${value}B` : value;
  return {
    bcid,
    // bwip-js writes non-ASCII text as UTF-8 with its ECI marker itself.
    text,
    scale: 3,
    ...(twoDimensional.has(type) ? {} : { height: 14 }),
    // A quiet zone and an opaque white ground: scanners need both.
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
    includetext: false,
    ...(type === 'PDF_417' ? { columns: 4 } : {}),
  };
}
