import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { symbolProblem } from './symbolProblem';
import { bwipEncoders, bwipRenderOptions } from './barcodeSymbology';

const require = createRequire(import.meta.url);

const readerFormats = {
  AZTEC: 'Aztec',
  CODE_39: 'Code39',
  CODE_128: 'Code128',
  CODABAR: 'Codabar',
  DATA_MATRIX: 'DataMatrix',
  EAN_8: 'EAN8',
  EAN_13: 'EAN13',
  ITF_14: 'ITF',
  PDF_417: 'PDF417',
  QR_CODE: 'QRCode',
  UPC_A: 'UPCA',
} as const satisfies Record<string, string>;

beforeAll(async () => {
  // The reader's own wasm file: nothing may be fetched from the network.
  const wasmBinary = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasmBinary.buffer.slice(
        wasmBinary.byteOffset,
        wasmBinary.byteOffset + wasmBinary.byteLength,
      ),
    },
    fireImmediately: true,
  });
});

// [type, value drawn, text the scanner reports]
const table: [string, string, string][] = [
  ['AZTEC', 'PASS-4821-AZ', 'PASS-4821-AZ'],
  ['CODE_39', 'TICKET-42', 'TICKET-42'],
  ['CODE_128', 'Offer#2024/xyz', 'Offer#2024/xyz'],
  ['CODABAR', 'A40156B', 'A40156B'],
  ['CODABAR', '40156', 'A40156B'],
  ['DATA_MATRIX', 'DM 1234 abc', 'DM 1234 abc'],
  ['EAN_8', '96385074', '96385074'],
  ['EAN_13', '4006381333931', '4006381333931'],
  ['EAN_13', '400638133393', '4006381333931'],
  ['ITF_14', '15400141288763', '15400141288763'],
  ['PDF_417', 'PDF417 boarding 0042', 'PDF417 boarding 0042'],
  ['QR_CODE', 'https://example.com/offer?id=7', 'https://example.com/offer?id=7'],
  ['QR_CODE', 'Café 25 €', 'Café 25 €'],
  ['AZTEC', 'Grüße ^ 1', 'Grüße ^ 1'],
  // zxing reports UPC-A in its EAN-13 form, with a leading 0.
  ['UPC_A', '036000291452', '0036000291452'],
  ['UPC_A', '03600029145', '0036000291452'],
];

describe('every symbology draws a symbol a scanner reads back', () => {
  it('covers every type but TEXT_ONLY', () => {
    expect(new Set(table.map(([type]) => type))).toEqual(new Set(Object.keys(bwipEncoders)));
  });

  it.each(table)('%s %j', async (type, value, decoded) => {
    expect(symbolProblem(type, value)).toBeNull();
    const options = bwipRenderOptions(type, value);
    if (!options) throw new Error(`no encoder for ${type}`);
    const png = await bwipjs.toBuffer(options);
    // Reading only the expected format proves the symbology too (and keeps UPC-A from being
    // reported as EAN-13 with a leading 0).
    const results = await readBarcodes(new Uint8Array(png), {
      tryHarder: true,
      maxNumberOfSymbols: 1,
      formats: [readerFormats[type as keyof typeof readerFormats]],
    });
    expect(results.map((result) => result.text)).toEqual([decoded]);
  });
});
