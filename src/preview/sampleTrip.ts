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
};

/**
 * The sample as a TransitObject-shaped value, so template paths such as
 * `object.ticketLeg.carriage` or `object.purchaseDetails.purchasePrice` resolve against it.
 */
export function sampleTripObject(trip: SampleTrip) {
  return {
    ticketNumber: trip.ticketNumber,
    passengerNames: trip.passenger,
    tripType: trip.tripType,
    purchaseDetails: {
      purchasePrice: trip.price,
      ticketCost: { purchasePrice: trip.price },
    },
    ticketLeg: {
      originName: trip.originName,
      originStationCode: trip.originCode,
      destinationName: trip.destinationName,
      destinationStationCode: trip.destinationCode,
      departureDateTime: trip.departure,
      carriage: trip.carriage,
      platform: trip.platform,
      zone: trip.zone,
      fareName: trip.fareName,
      ticketSeat: { coach: trip.coach, seat: trip.seat },
    },
    barcode: { type: 'QR_CODE', value: trip.ticketNumber },
  };
}

/** A stored sample from localStorage, field by field: anything unusable falls back to the default. */
export function toSampleTrip(value: unknown): SampleTrip {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const trip = { ...defaultSampleTrip };
  for (const key of Object.keys(trip) as (keyof SampleTrip)[]) {
    const field = stored[key];
    if (typeof field === 'string') Object.assign(trip, { [key]: field });
  }
  if (trip.tripType !== 'ONE_WAY' && trip.tripType !== 'ROUND_TRIP') trip.tripType = 'ONE_WAY';
  return trip;
}
