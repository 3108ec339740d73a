// The samples are read by shape, as JSON: their fields are reached without a type of each.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument */
import { describe, expect, it } from 'vitest';
import { samples } from '../samples';
import { rawWords } from '../../test/rawWords';
import { appleToGoogle } from './appleToGoogle';
import { googleToApple, type ToAppleOptions } from './googleToApple';
import { lossReportText } from './lossReport';
import { readApplePackage } from './readApplePackage';
import { writeApplePackage } from './writeApplePackage';
import type { ResourceKind } from '../../schema/resources';

const offerObjectSample = samples.offerObject as Json;
const transitClassSample = samples.transitClass as Json;

const trip = {
  id: '3388000000012345678.trip-1',
  classId: transitClassSample.id,
  state: 'EXPIRED',
  ticketLeg: {
    originName: { defaultValue: { language: 'en', value: 'Lindau' } },
    originStationCode: 'LIN',
    destinationName: { defaultValue: { language: 'en', value: 'Bregenz' } },
    departureDateTime: '2030-05-01T09:15:00+02:00',
    carriage: '7',
    platform: '3',
    ticketSeat: { seat: '42' },
  },
  passengerNames: 'Alex Morgan',
  barcode: { type: 'EAN_13', value: '4006381333931' },
  validTimeInterval: { end: { date: '2030-05-01T23:00:00+02:00' } },
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const offline: ToAppleOptions = {};
const online: ToAppleOptions = {
  fetchImage: (uri) => Promise.resolve(uri.endsWith('.png') ? PNG : new Uint8Array([0xff, 0xd8])),
};

async function throughApple(kind: ResourceKind, document: unknown, options: ToAppleOptions) {
  const toApple = await googleToApple(kind, document, options);
  const read = await readApplePackage([
    { name: 'p.pkpass', bytes: await writeApplePackage(toApple.parts) },
  ]);
  if (!read.ok) throw new Error(read.error);
  const back = appleToGoogle(read.pack);
  if (!back.ok) throw new Error(back.error);
  return { toApple, back, cls: back.documents[0]!.document, obj: back.documents[1]!.document };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const bodies = (modules: unknown) =>
  ((modules ?? []) as Json[]).map(
    (m) => (m.body ?? m.localizedBody?.defaultValue?.value) as string,
  );
const translationsOf = (value: unknown) =>
  ((value as Json | undefined)?.translatedValues ?? []) as Json[];

describe('Google → Apple → Google', () => {
  it('keeps what the report says an offer keeps', async () => {
    const source = offerObjectSample;
    const cls = source.classReference as Json;
    const { toApple, cls: back, obj } = await throughApple('offerObject', source, offline);
    const carried = (what: string) =>
      toApple.report.some((l) => l.what === what && l.fate === 'carried');
    expect(carried('Issuer name')).toBe(true);
    expect(back).toMatchObject({
      issuerName: cls.issuerName,
      title: cls.title,
      provider: cls.provider,
      finePrint: cls.finePrint,
      details: cls.details,
    });
    expect(translationsOf(back.localizedIssuerName)).toEqual(
      expect.arrayContaining(
        translationsOf(cls.localizedIssuerName).filter((t) => t.value !== cls.issuerName),
      ),
    );
    expect(back.hexBackgroundColor).toBe(cls.hexBackgroundColor ?? undefined);
    const modules = [...(cls.textModulesData ?? []), ...(source.textModulesData ?? [])] as Json[];
    expect(bodies(back.textModulesData)).toEqual(expect.arrayContaining(bodies(modules)));
    const links = [
      ...(cls.linksModuleData?.uris ?? []),
      ...(source.linksModuleData?.uris ?? []),
    ] as Json[];
    expect(((back.linksModuleData as Json).uris as Json[]).map((l) => l.uri)).toEqual(
      expect.arrayContaining(links.map((l) => l.uri)),
    );
    expect(obj.barcode).toEqual({
      type: source.barcode.type,
      value: source.barcode.value,
      alternateText: source.barcode.alternateText,
    });
    expect(obj.validTimeInterval).toEqual({ end: source.validTimeInterval.end });
    expect(back.locations).toEqual(source.locations.slice(0, 10));
  });

  it('keeps what the report says a transit class and its trip keep', async () => {
    const { toApple, cls, obj } = await throughApple('transitClass', transitClassSample, {
      object: trip,
    });
    expect(cls).toMatchObject({
      issuerName: transitClassSample.issuerName,
      transitType: transitClassSample.transitType,
      hexBackgroundColor: transitClassSample.hexBackgroundColor,
    });
    expect(obj).toMatchObject({
      state: 'EXPIRED',
      ticketLeg: {
        originStationCode: 'LIN',
        originName: { defaultValue: { value: 'Lindau' } },
        destinationName: { defaultValue: { value: 'Bregenz' } },
        departureDateTime: trip.ticketLeg.departureDateTime,
      },
      barcode: { type: 'QR_CODE', value: '4006381333931' },
    });
    expect(toApple.report).toContainEqual(
      expect.objectContaining({ what: 'Barcode (EAN-13)', fate: 'approximated' }),
    );
    const front = toApple.report.filter(
      (l) => l.group === 'Front' && l.what.startsWith('Card row') && l.fate === 'carried',
    );
    expect(front.length).toBeGreaterThan(0);
    const rows = toApple.parts.pass.boardingPass as Json;
    const frontValues = [...(rows.secondaryFields ?? []), ...(rows.auxiliaryFields ?? [])].map(
      (f: Json) => f.value,
    );
    expect(bodies(cls.textModulesData)).toEqual(expect.arrayContaining(frontValues));
  });
});

describe('the loss report', () => {
  it.each([
    ['an offer object, images fetched', 'offerObject', offerObjectSample, online],
    ['an offer object, offline', 'offerObject', offerObjectSample, offline],
    ['a transit class with its trip', 'transitClass', transitClassSample, { object: trip }],
  ] as const)(
    'of %s has a line for every field, in a designer’s words',
    async (_, kind, document, options) => {
      const { toApple, back } = await throughApple(kind, document, options);
      for (const report of [toApple.report, back.report]) {
        const text = lossReportText(report);
        expect(rawWords(text)).toEqual([]);
      }
      const source = document;
      const said = lossReportText(toApple.report);
      const labelled = Object.keys(kind === 'offerObject' ? source.classReference : source).filter(
        (key) => !['id', 'kind', 'version', 'reviewStatus'].includes(key),
      );
      expect(labelled.length).toBeGreaterThan(10);
      expect(toApple.report.filter((l) => l.fate === 'dropped').length).toBeGreaterThan(3);
      expect(said).toMatch(/Icon \(Apple only\)/);
    },
  );

  it('marks each Apple identifier it had to invent', async () => {
    const { report, parts } = await googleToApple('offerObject', offerObjectSample);
    expect(report.filter((l) => l.group === 'Apple identifiers').map((l) => l.fate)).toEqual([
      'approximated',
      'approximated',
      'approximated',
    ]);
    expect(parts.pass.passTypeIdentifier).toBe('pass.example.placeholder');
  });

  it('draws the icon where a canvas can, and says so', async () => {
    const { report, parts } = await googleToApple('offerObject', offerObjectSample, {
      drawIcon: () => Promise.resolve(PNG),
    });
    expect(parts.images?.['icon.png']).toBe(PNG);
    expect(report).toContainEqual(
      expect.objectContaining({ what: 'Icon (Apple only)', how: expect.stringMatching(/^drawn/) }),
    );
  });
});
