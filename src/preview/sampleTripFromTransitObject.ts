import { defaultSampleTrip, type SampleTrip } from './sampleTrip';

import { record as recordOrNone, type Json } from './read';

const record = (value: unknown): Json => recordOrNone(value) ?? {};
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
/** A LocalizedString's default value, or a plain string as some payloads write it. */
const localized = (value: unknown): string | undefined =>
  text(value) ?? text(record(record(value).defaultValue).value);

/** Google's Money: micros and a currency code, shown as "17.50 EUR". */
function money(value: unknown): string | undefined {
  const { micros, currencyCode } = record(value);
  const amount = typeof micros === 'string' || typeof micros === 'number' ? Number(micros) : NaN;
  if (!Number.isFinite(amount)) return undefined;
  return `${(amount / 1_000_000).toFixed(2)}${text(currencyCode) ? ` ${String(currencyCode)}` : ''}`;
}

/** `2020-04-12T16:20:50.52Z` → `2020-04-12T16:20`, the form the panel's datetime input takes. */
const wallClock = (value: unknown): string | undefined => {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/.exec(text(value) ?? '');
  return match?.[1];
};

/**
 * The sample trip a transit object file describes (Google's TransitObject: ticketLeg or the first
 * of ticketLegs, tripType, ticketNumber, passengerNames, purchaseDetails), for the preview of its
 * transit class. Values the object does not set keep the default sample's.
 */
export function sampleTripFromTransitObject(object: unknown): SampleTrip {
  const o = record(object);
  const legs = Array.isArray(o.ticketLegs) ? o.ticketLegs : [];
  const leg = record(o.ticketLeg ?? legs[0]);
  const lastLeg = record(legs.length > 1 ? legs[legs.length - 1] : leg);
  const seat = record(leg.ticketSeat ?? (Array.isArray(leg.ticketSeats) ? leg.ticketSeats[0] : {}));
  const cost = record(record(o.purchaseDetails).ticketCost);
  const found: Partial<SampleTrip> = {
    originName: localized(leg.originName),
    originCode: text(leg.originStationCode),
    destinationName: localized(lastLeg.destinationName),
    destinationCode: text(lastLeg.destinationStationCode),
    tripType: o.tripType === 'ROUND_TRIP' || o.tripType === 'roundTrip' ? 'ROUND_TRIP' : 'ONE_WAY',
    ticketNumber: text(o.ticketNumber),
    passenger: text(o.passengerNames),
    carriage: text(leg.carriage),
    coach: text(seat.coach),
    seat: text(seat.seat),
    platform: text(leg.platform),
    zone: text(leg.zone),
    fareName: localized(leg.fareName),
    departure: wallClock(leg.departureDateTime),
    price: money(cost.purchasePrice) ?? money(cost.faceValue),
  };
  const trip = { ...defaultSampleTrip };
  for (const [key, value] of Object.entries(found)) {
    if (value !== undefined) Object.assign(trip, { [key]: value });
  }
  return trip;
}
