import { describe, expect, it } from 'vitest';
import { transitObjectFields } from '../io';
import { defaultSampleTrip, sampleTripObject, toSampleTrip } from './sampleTrip';
import { toCardModel } from './toCardModel';

const rowFor = (fieldPath: string) => ({
  oneItem: { item: { firstValue: { fields: [{ fieldPath }] } } },
});

function shown(fieldPath: string, trip = defaultSampleTrip) {
  const document = {
    id: '3388.sample',
    classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [rowFor(fieldPath)] } },
  };
  const model = toCardModel(document, {
    kind: 'transitClass',
    sampleTrip: trip,
    locale: 'en-US',
    timeZone: 'UTC',
  });
  return model.rows[0]?.items[0];
}

describe('the sample trip answers every transit object path the template editor suggests', () => {
  const paths = [
    ...transitObjectFields.map((field) => `object.${field.path}`),
    // docs/preview.md's spelling, met in real payloads, next to Google's ticketCost form.
    'object.purchaseDetails.purchasePrice',
  ];
  it.each(paths)('%s shows a sample value', (path) => {
    const item = shown(path);
    expect(item?.missing).toBeNull();
    expect(item?.value).not.toBe('');
    expect(item?.sample).toBe(true);
  });

  it.each([
    ['object.ticketNumber', { ticketNumber: 'T-77' }, 'T-77'],
    ['object.ticketLeg.ticketSeat.seat', { seat: '12A' }, '12A'],
    ['object.purchaseDetails.ticketCost.purchasePrice', { price: '$3.00' }, '$3.00'],
    ['object.tripType', { tripType: 'ROUND_TRIP' as const }, 'Round trip'],
    ['object.tripId', { originCode: 'LDN', destinationCode: 'BRI' }, 'LDN-BRI-2025-06-14'],
  ])('%s follows the edited sample', (path, change, expected) => {
    expect(shown(path, { ...defaultSampleTrip, ...change })?.value).toBe(expected);
  });

  it('derives arrival, purchase time and validity from the departure', () => {
    const object = sampleTripObject({ ...defaultSampleTrip, departure: '2025-12-31T23:40' });
    expect(object.ticketLeg.arrivalDateTime).toBe('2026-01-01T00:20');
    expect(object.purchaseDetails.purchaseDateTime).toBe('2025-12-30T23:40');
    expect(object.validTimeInterval).toEqual({
      start: { date: '2025-12-31T23:40' },
      end: { date: '2026-01-01T00:20' },
    });
  });

  it('keeps a departure that is not a wall-clock time as typed', () => {
    const object = sampleTripObject({ ...defaultSampleTrip, departure: 'soon' });
    expect(object.ticketLeg.arrivalDateTime).toBe('soon');
  });
});

describe('toSampleTrip', () => {
  it.each([
    ['nothing stored', undefined, defaultSampleTrip],
    ['a field of the wrong type', { seat: 12 }, defaultSampleTrip],
    ['an unknown trip type', { tripType: 'CIRCULAR' }, defaultSampleTrip],
    ['a stored seat', { seat: '9' }, { ...defaultSampleTrip, seat: '9' }],
  ])('%s', (_, stored, expected) => {
    expect(toSampleTrip(stored)).toEqual(expected);
  });
});
