import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { APPLE_ROWS, ROW_WORDS } from './appleFormat';
import { appleToGoogle, type GoogleDocument } from './appleToGoogle';
import {
  boardingPass,
  coupon,
  stringsFile,
  translations,
  withTrailingCommas,
} from './fixtures/applePasses';
import { googleToApple } from './googleToApple';
import { readApplePackage, type ApplePackage } from './readApplePackage';
import type { ResourceKind } from '../../schema/resources';
import { rawWords } from '../../test/rawWords';
import { lossReportText } from './lossReport';

async function readPass(pass: object): Promise<ApplePackage> {
  const read = await readApplePackage([
    { name: 'pass.json', bytes: strToU8(withTrailingCommas(pass)) },
    ...Object.entries(translations).map(([language, [encoding, entries]]) => ({
      name: `${language}.lproj/pass.strings`,
      bytes: stringsFile(encoding, entries),
    })),
  ]);
  if (!read.ok) throw new Error(read.error);
  return read.pack;
}

/** What Wallet shows of each field in one language: row, key, label and value. */
function shown(
  pass: Record<string, unknown>,
  strings: Record<string, Record<string, string>>,
  language: string,
) {
  const style = (['coupon', 'boardingPass'] as const).find((s) => pass[s])!;
  const body = pass[style] as Record<
    string,
    { key: string; label?: string; value: string }[] | undefined
  >;
  const say = (text: string | undefined) =>
    text === undefined ? undefined : (strings[language]?.[text] ?? strings.en?.[text] ?? text);
  return APPLE_ROWS.flatMap((row) =>
    (body[row] ?? []).map((f) => ({
      row,
      key: f.key,
      label: say(f.label),
      value: say(String(f.value)),
    })),
  );
}

async function backToApple(documents: GoogleDocument[]) {
  const [cls, obj] = documents;
  const kind = cls!.role as ResourceKind;
  return googleToApple(kind, cls!.document, {
    object: obj!.document,
    passTypeIdentifier: 'p',
    teamIdentifier: 't',
    serialNumber: 's',
  });
}

const cases: [string, object][] = [
  ['a coupon', coupon],
  ...['PKTransitTypeTrain', 'PKTransitTypeBus', 'PKTransitTypeBoat', 'PKTransitTypeGeneric'].map(
    (type): [string, object] => [`a boarding pass (${type})`, boardingPass(type)],
  ),
];

describe('Apple → Google → Apple', () => {
  it.each(cases)(
    '%s keeps every field the report says it carried, in every language',
    async (_, source) => {
      const pack = await readPass(source);
      const google = appleToGoogle(pack, { issuerId: '3388000000099999999' });
      if (!google.ok) throw new Error(google.error);
      const { parts } = await backToApple(google.documents);
      const carried = new Set(google.report.filter((l) => l.fate === 'carried').map((l) => l.what));
      for (const language of ['en', 'de', 'ja']) {
        const before = shown(pack.pass, pack.strings, language);
        const after = shown(parts.pass, parts.strings ?? {}, language);
        const kept = before.filter(
          (f) =>
            f.row !== 'primaryFields' &&
            carried.has(
              `${ROW_WORDS[f.row]} “${shown(pack.pass, pack.strings, 'en').find((e) => e.key === f.key)!.label ?? f.key}”`,
            ),
        );
        expect(kept.length).toBeGreaterThan(0);
        for (const field of kept) {
          expect(after, `${language}: ${field.key}`).toContainEqual(
            expect.objectContaining({ key: field.key, label: field.label, value: field.value }),
          );
        }
        const primary = (
          pass: Record<string, unknown>,
          strings: Record<string, Record<string, string>>,
        ) =>
          shown(pass, strings, language)
            .filter((f) => f.row === 'primaryFields')
            .map((f) => f.value);
        expect(primary(parts.pass, parts.strings ?? {})).toEqual(primary(pack.pass, pack.strings));
      }
      expect(parts.pass).toMatchObject({
        organizationName: 'Lindenbahn',
        backgroundColor: 'rgb(16, 80, 160)',
        expirationDate: coupon.expirationDate,
        locations: coupon.locations.map(({ latitude, longitude }) => ({ latitude, longitude })),
      });
      expect((parts.pass.barcodes as unknown[])[0]).toEqual((source as typeof coupon).barcodes[0]);
      expect(parts.strings?.de?.Lindenbahn).toBe('Lindenbahn AG');
      expect(google.report.filter((l) => l.group === 'Read past').length).toBeGreaterThan(0);
      expect(rawWords(lossReportText(google.report))).toEqual([]);
    },
  );

  it('keeps the transit type and the trip', async () => {
    for (const type of [
      'PKTransitTypeTrain',
      'PKTransitTypeBus',
      'PKTransitTypeBoat',
      'PKTransitTypeGeneric',
    ]) {
      const google = appleToGoogle(await readPass(boardingPass(type)));
      if (!google.ok) throw new Error(google.error);
      const { parts } = await backToApple(google.documents);
      expect(parts.pass).toMatchObject({
        boardingPass: { transitType: type },
        relevantDate: '2030-01-20T08:45:00+01:00',
      });
    }
  });

  it('keeps void and every barcode format', async () => {
    for (const format of [
      'PKBarcodeFormatQR',
      'PKBarcodeFormatPDF417',
      'PKBarcodeFormatAztec',
      'PKBarcodeFormatCode128',
    ]) {
      const barcodes = [{ format, message: 'M-1', messageEncoding: 'iso-8859-1', altText: 'M 1' }];
      const google = appleToGoogle(await readPass({ ...coupon, barcodes }));
      if (!google.ok) throw new Error(google.error);
      const { parts } = await backToApple(google.documents);
      expect((parts.pass.barcodes as unknown[])[0]).toEqual(barcodes[0]);
      expect(parts.pass.voided).toBe(true);
    }
  });
});

describe('appleToGoogle refuses what Pass Studio does not edit', () => {
  it.each([
    [{ ...boardingPass('PKTransitTypeAir') }, /flight class/],
    [{ ...common(), eventTicket: {} }, /event ticket class/],
    [{ ...common(), storeCard: {} }, /loyalty class/],
    [{ ...common(), generic: {} }, /generic pass/],
    [common(), /has no style/],
  ])('%#', async (pass, error) => {
    const result = appleToGoogle(await readPass(pass));
    expect(result.ok ? '' : result.error).toMatch(error);
  });
});

function common() {
  const { coupon: _, ...rest } = coupon;
  return rest;
}
