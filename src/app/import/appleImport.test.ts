import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { boardingPass, coupon } from '../../io/apple/fixtures/applePasses';
import { appleImport, looksLikeApplePass } from './appleImport';

const json = (pass: object) => strToU8(JSON.stringify(pass));
const pkpass = (pass: object) => zipSync({ 'pass.json': json(pass) });

describe('appleImport', () => {
  it('opens a coupon as its offer class, then its offer object, named after the file', async () => {
    const result = await appleImport('Summer sale.pkpass', pkpass(coupon));
    if (!result.ok) throw new Error(result.error);
    expect(result.documents.map((d) => [d.name, d.kind])).toEqual([
      ['Summer sale (class)', 'offerClass'],
      ['Summer sale', 'offerObject'],
    ]);
    expect(result.sampleTrip).toBeUndefined();
    expect(result.report.some((line) => line.fate === 'dropped')).toBe(true);
  });

  it('opens a rail boarding pass as a transit class, its object the sample trip', async () => {
    const result = await appleImport('pass.json', json(boardingPass('PKTransitTypeTrain')));
    if (!result.ok) throw new Error(result.error);
    expect(result.documents.map((d) => [d.name, d.kind])).toEqual([['pass', 'transitClass']]);
    expect(result.sampleTrip).toMatchObject({
      classId: (result.documents[0]!.document as { id: string }).id,
    });
  });

  it.each([
    ['an air boarding pass', pkpass(boardingPass('PKTransitTypeAir')), /flight class/],
    [
      'an event ticket',
      pkpass({ ...coupon, coupon: undefined, eventTicket: {} }),
      /event ticket class/,
    ],
    ['a zip without a pass', zipSync({ 'icon.png': new Uint8Array(4) }), /no pass\.json/],
  ])('refuses %s with the reason', async (_, bytes, error) => {
    const result = await appleImport('x.pkpass', bytes);
    expect(result.ok ? '' : result.error).toMatch(error);
  });

  it.each([
    [JSON.stringify(coupon), true],
    ['{"id": "1.x", "passTypeIdentifier": "a"}', false],
    ['{"formatVersion": 1}', false],
  ])('tells an Apple pass.json from a Google document: %s', (text, apple) => {
    expect(looksLikeApplePass(text)).toBe(apple);
  });
});
