import { record } from './read';

/**
 * Journey data for the transit preview. A transit class has no object, so the designer edits this
 * sample in the preview panel; it lives in the preview's own state and is never exported.
 */
export interface SampleTrip {
  originName: string;
  originCode: string;
  destinationName: string;
  destinationCode: string;
  tripType: 'ONE_WAY' | 'ROUND_TRIP';
  ticketNumber: string;
  passenger: string;
  carriage: string;
  coach: string;
  seat: string;
  platform: string;
  zone: string;
  fareName: string;
  /** Wall-clock departure, `YYYY-MM-DDTHH:mm` as a datetime-local input gives it. */
  departure: string;
  price: string;
  /**
   * When the holder activated the ticket, `YYYY-MM-DDTHH:mm` local time; '' never. Only for a class
   * with activationOptions: before it the card hides the barcode and shows "Activate".
   */
  activatedAt: string;
}

export const defaultSampleTrip: SampleTrip = {
  originName: 'Amsterdam Centraal',
  originCode: 'AMS',
  destinationName: 'Rotterdam Centraal',
  destinationCode: 'RTD',
  tripType: 'ONE_WAY',
  ticketNumber: 'TK-204811',
  passenger: 'Alex Morgan',
  carriage: '7',
  coach: 'B',
  seat: '42',
  platform: '5b',
  zone: '1',
  fareName: 'Anytime Single',
  departure: '2025-06-14T08:45',
  price: '€17.50',
  activatedAt: '2025-06-14T08:30',
};

/** A wall-clock `YYYY-MM-DDTHH:mm` moved by `minutes`; the text as is when it is not one. */
function shiftWallClock(local: string, minutes: number): string {
  const time = Date.parse(`${local}Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) || Number.isNaN(time)) return local;
  return new Date(time + minutes * 60_000).toISOString().slice(0, 16);
}

/**
 * The sample as a TransitObject-shaped value, so every path of `transitObjectFields` (the template
 * editor's suggestions) and docs/preview.md's `object.purchaseDetails.purchasePrice` resolve against
 * it. Values the panel does not edit are derived from those it does.
 */
export function sampleTripObject(trip: SampleTrip) {
  const arrival = shiftWallClock(trip.departure, 40);
  return {
    ticketNumber: trip.ticketNumber,
    passengerNames: trip.passenger,
    tripId: `${trip.originCode}-${trip.destinationCode}-${trip.departure.slice(0, 10)}`,
    tripType: trip.tripType === 'ROUND_TRIP' ? 'Round trip' : 'One way',
    purchaseDetails: {
      confirmationCode: `C${trip.ticketNumber.replace(/\W/g, '').slice(-6)}`,
      purchaseDateTime: shiftWallClock(trip.departure, -24 * 60),
      purchasePrice: trip.price,
      ticketCost: { purchasePrice: trip.price },
    },
    ticketLeg: {
      originName: trip.originName,
      originStationCode: trip.originCode,
      destinationName: trip.destinationName,
      destinationStationCode: trip.destinationCode,
      departureDateTime: trip.departure,
      arrivalDateTime: arrival,
      carriage: trip.carriage,
      platform: trip.platform,
      zone: trip.zone,
      fareName: trip.fareName,
      ticketSeat: { coach: trip.coach, seat: trip.seat },
    },
    validTimeInterval: { start: { date: trip.departure }, end: { date: arrival } },
    barcode: { type: 'QR_CODE', value: trip.ticketNumber },
  };
}

/** A stored sample from localStorage, field by field: anything unusable falls back to the default. */
export function toSampleTrip(value: unknown): SampleTrip {
  const stored = record(value) ?? {};
  const trip = { ...defaultSampleTrip };
  for (const key of Object.keys(trip) as (keyof SampleTrip)[]) {
    const field = stored[key];
    if (typeof field === 'string') Object.assign(trip, { [key]: field });
  }
  if (trip.tripType !== 'ONE_WAY' && trip.tripType !== 'ROUND_TRIP') trip.tripType = 'ONE_WAY';
  return trip;
}
