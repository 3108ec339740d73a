import { isRecord } from '../walkDocument';
import { APPLE_MAX_LOCATIONS } from './appleFormat';
import type { GoogleConversion } from './googleConversion';

/** The expiry as the end of validity, void as expired (set at the start), and the places. */
export function takeDatesAndPlaces({ pass, style, cls, obj, say }: GoogleConversion) {
  if (typeof pass.expirationDate === 'string') {
    obj.validTimeInterval = { end: { date: pass.expirationDate } };
    say('Dates and state', 'expirationDate', 'carried', 'as the end of the validity period');
  }
  if (pass.voided !== undefined)
    say(
      'Dates and state',
      'voided',
      'carried',
      pass.voided === true ? 'the pass is expired' : undefined,
    );
  if (style === 'coupon' && pass.relevantDate)
    say(
      'Dates and state',
      'relevantDate',
      'dropped',
      'Google shows an offer by its validity, not at a moment',
    );

  const locations = Array.isArray(pass.locations) ? pass.locations.filter(isRecord) : [];
  if (locations.length > 0) {
    cls.locations = locations
      .slice(0, APPLE_MAX_LOCATIONS)
      .map((l) => ({ latitude: Number(l.latitude), longitude: Number(l.longitude) }));
    say(
      'Places',
      'locations',
      locations.some((l) => l.relevantText || l.altitude !== undefined)
        ? 'approximated'
        : 'carried',
      locations.some((l) => l.relevantText)
        ? 'the lock-screen text of each place is left out: Google shows none'
        : undefined,
    );
  }
}
