import { describe, expect, it } from 'vitest';
import { defaultSampleTrip } from './sampleTrip';
import { sampleTripFromTransitObject } from './sampleTripFromTransitObject';

const name = (value: string) => ({ defaultValue: { language: 'en', value } });

describe('sampleTripFromTransitObject', () => {
  it('reads a single-leg ticket', () => {
    const trip = sampleTripFromTransitObject({
      id: 'o',
      classId: 'c',
      tripType: 'ROUND_TRIP',
      ticketNumber: 'T-1',
      passengerNames: 'Ada Lovelace',
      ticketLeg: {
        originStationCode: 'LA',
        originName: name('Los Angeles'),
        destinationStationCode: 'SFO',
        destinationName: name('San Francisco'),
        departureDateTime: '2020-04-12T16:20:50.52Z',
        fareName: name('Flex'),
        carriage: '3',
        platform: '1',
        zone: 'A',
        ticketSeat: { coach: 'C', seat: '12' },
      },
      purchaseDetails: {
        ticketCost: { purchasePrice: { micros: '17500000', currencyCode: 'EUR' } },
      },
    });
    expect(trip).toEqual({
      ...defaultSampleTrip,
      originName: 'Los Angeles',
      originCode: 'LA',
      destinationName: 'San Francisco',
      destinationCode: 'SFO',
      tripType: 'ROUND_TRIP',
      ticketNumber: 'T-1',
      passenger: 'Ada Lovelace',
      carriage: '3',
      coach: 'C',
      seat: '12',
      platform: '1',
      zone: 'A',
      fareName: 'Flex',
      departure: '2020-04-12T16:20',
      price: '17.50 EUR',
    });
  });

  it('takes the origin of the first leg and the destination of the last', () => {
    const trip = sampleTripFromTransitObject({
      ticketLegs: [
        { originName: name('A'), destinationName: name('B') },
        { originName: name('B'), destinationName: name('C'), destinationStationCode: 'CC' },
      ],
    });
    expect([trip.originName, trip.destinationName, trip.destinationCode]).toEqual(['A', 'C', 'CC']);
  });

  it.each([
    ['nothing', {}],
    ['not an object', 'ticket'],
    ['values of the wrong type', { ticketNumber: 5, ticketLeg: { originName: 7 } }],
  ])('keeps the default sample for %s', (_name, object) => {
    expect(sampleTripFromTransitObject(object)).toEqual(defaultSampleTrip);
  });
});
