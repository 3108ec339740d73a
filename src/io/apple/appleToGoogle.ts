import { isRecord } from '../walkDocument';
import { APPLE_STYLES, type AppleStyle } from './appleFormat';
import { appleFieldsToGoogle } from './appleFieldsToGoogle';
import { takeBarcode } from './googleBarcode';
import { startGoogleConversion } from './googleConversion';
import { takeDatesAndPlaces } from './googleDates';
import { takeIdentity } from './googleIdentity';
import { sayLeftOut } from './googleLeftOut';
import { takeOfferTitle } from './googleOfferTitle';
import { takeTrip } from './googleTrip';
import type { LossReport } from './lossReport';
import type { ApplePackage } from './readApplePackage';

export { PLACEHOLDER_ISSUER_ID } from './googleConversion';

/** One document the Apple pass became. A transit object is not edited: it is a class's sample trip. */
export interface GoogleDocument {
  role: 'transitClass' | 'transitObject' | 'offerClass' | 'offerObject';
  document: Record<string, unknown>;
}

export type FromAppleResult =
  { ok: true; documents: GoogleDocument[]; report: LossReport } | { ok: false; error: string };

/** Where Google keeps what Pass Studio does not edit. */
const REFUSED: Record<Exclude<AppleStyle, 'coupon' | 'boardingPass'> | 'air', string> = {
  eventTicket:
    'An event ticket belongs in Google’s event ticket class, which Pass Studio does not edit.',
  storeCard: 'A store card belongs in Google’s loyalty class, which Pass Studio does not edit.',
  generic: 'A generic pass belongs in Google’s generic pass, which Pass Studio does not edit.',
  air: 'An air boarding pass belongs in Google’s flight class, which Pass Studio does not edit.',
};

/**
 * The Google Wallet documents of an Apple pass: a coupon becomes an offer class and its object, a
 * boarding pass (not by air) a transit class and the transit object that is its sample trip.
 * Every other style is refused, naming the Google type that would hold it.
 */
export function appleToGoogle(
  pack: ApplePackage,
  options: { issuerId?: string } = {},
): FromAppleResult {
  const pass = pack.pass;
  const style = APPLE_STYLES.find((s) => isRecord(pass[s]));
  if (!style)
    return {
      ok: false,
      error:
        'pass.json has no style: no coupon, boarding pass, event ticket, store card or generic pass.',
    };
  if (style !== 'coupon' && style !== 'boardingPass') return { ok: false, error: REFUSED[style] };
  if (
    style === 'boardingPass' &&
    (pass[style] as Record<string, unknown>).transitType === 'PKTransitTypeAir'
  )
    return { ok: false, error: REFUSED.air };

  const conversion = startGoogleConversion(pack, style, options.issuerId);
  const { cls, obj, report, say } = conversion;
  const issuer = takeIdentity(conversion);
  if (style === 'coupon') takeOfferTitle(conversion, issuer);
  else takeTrip(conversion);
  say('Identity', 'formatVersion', 'carried', 'nothing to keep: every Google pass has one format');
  appleFieldsToGoogle(conversion);
  takeBarcode(conversion);
  takeDatesAndPlaces(conversion);
  sayLeftOut(conversion, pack);

  const documents: GoogleDocument[] =
    style === 'coupon'
      ? [
          { role: 'offerClass', document: cls },
          { role: 'offerObject', document: obj },
        ]
      : [
          { role: 'transitClass', document: cls },
          { role: 'transitObject', document: obj },
        ];
  return { ok: true, documents, report };
}
