import { APPLE_MAX_LOCATIONS } from './appleFormat';
import { isRecord } from '../walkDocument';
import { record, type AppleConversion } from './appleConversion';

/** The validity's end as Apple's expiry, an ended state as void, and the places. */
export function carryDatesAndPlaces({ cls, obj, pass, add }: AppleConversion) {
  const validity = record(obj.validTimeInterval);
  const end = record(validity.end).date;
  if (typeof end === 'string') {
    pass.expirationDate = withOffset(end);
    add(
      'Dates and state',
      'object',
      'validTimeInterval',
      withOffset(end) === end ? 'carried' : 'approximated',
      `its end as the expiry date${withOffset(end) === end ? '' : ', read as UTC: it gives no time zone'}${validity.start ? '; Apple has no start of validity' : ''}`,
    );
  }
  const state = typeof obj.state === 'string' ? obj.state.toUpperCase() : undefined;
  if (state === 'EXPIRED' || state === 'INACTIVE' || state === 'COMPLETED') {
    pass.voided = true;
    add(
      'Dates and state',
      'object',
      'state',
      state === 'EXPIRED' ? 'carried' : 'approximated',
      'the pass is marked void',
    );
  } else if (state) add('Dates and state', 'object', 'state', 'carried');

  const locations = [
    ...(Array.isArray(cls.locations) ? (cls.locations as unknown[]) : []),
    ...(Array.isArray(obj.locations) ? (obj.locations as unknown[]) : []),
  ].filter(isRecord);
  if (locations.length > 0) {
    pass.locations = locations
      .slice(0, APPLE_MAX_LOCATIONS)
      .map((l) => ({ latitude: Number(l.latitude), longitude: Number(l.longitude) }));
    for (const scope of ['class', 'object'] as const) {
      if (Array.isArray((scope === 'class' ? cls : obj).locations)) {
        add(
          'Places',
          scope,
          'locations',
          locations.length > APPLE_MAX_LOCATIONS ? 'approximated' : 'carried',
          locations.length > APPLE_MAX_LOCATIONS
            ? `Apple keeps the first ${APPLE_MAX_LOCATIONS} of ${locations.length}`
            : undefined,
        );
      }
    }
  }
}

/** Apple's dates need a time zone; one without is read as UTC. */
export function withOffset(date: string): string {
  return /(Z|[+-]\d{2}:?\d{2})$/.test(date) || !date.includes('T') ? date : `${date}Z`;
}
