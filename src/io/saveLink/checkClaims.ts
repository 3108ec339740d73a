import { googleErrorRows as rows } from '../googleErrorRows';
import type { DecodedSaveLink } from './decodeSaveLink';
import type { LinkFinding } from './linkFinding';

/** How far in the future `iat` may be before it looks like a wrong clock. */
const CLOCK_SKEW_SECONDS = 300;
/** The last moment a JavaScript Date holds (8.64e15 ms). */
const MAX_DATE_SECONDS = 8.64e12;

const isOrigin = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
};

/**
 * The header and claims against Google's JWT reference
 * (https://developers.google.com/wallet/reference/rest/v1/Jwt): RS256; `iss` the service
 * account's e-mail; `aud` "google"; `typ` "savetowallet"; `iat` in seconds; `origins` the
 * sites that show the button (`buttonOrigins`, where the caller will put it).
 */
export function checkClaims(
  { header, claims }: DecodedSaveLink,
  buttonOrigins: readonly string[],
  now: number,
): LinkFinding[] {
  const out: LinkFinding[] = [];
  const wrong = (id: string, where: string, message: string) =>
    out.push({ id, severity: 'error', where, message, explained: rows.somethingWentWrong });

  if (header.alg !== 'RS256') {
    wrong(
      'link.alg',
      'header.alg',
      `Signed with ${JSON.stringify(header.alg)}: Google takes RS256 signatures by a service account`,
    );
  }
  const { iss, aud, typ, iat, origins } = claims;
  if (typeof iss !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(iss)) {
    wrong('link.iss', 'claims.iss', 'No issuer (iss): it must be the service account’s e-mail');
  } else if (!iss.endsWith('.gserviceaccount.com')) {
    out.push({
      id: 'link.iss',
      severity: 'warning',
      where: 'claims.iss',
      message: `The issuer ${iss} is not a service account e-mail (…iam.gserviceaccount.com)`,
      explained: rows.permissionDenied,
    });
  }
  if (aud !== 'google') {
    wrong('link.aud', 'claims.aud', `The audience (aud) is ${JSON.stringify(aud)}, not "google"`);
  }
  if (typ !== 'savetowallet') {
    wrong('link.typ', 'claims.typ', `The type (typ) is ${JSON.stringify(typ)}, not "savetowallet"`);
  }
  if (typeof iat !== 'number' || !Number.isInteger(iat) || iat < 0) {
    wrong('link.iat', 'claims.iat', 'No issue time (iat) in whole seconds since 1970');
  } else if (iat > MAX_DATE_SECONDS) {
    wrong('link.iat', 'claims.iat', `The issue time (iat) ${iat} is past any date (year 275760)`);
  } else if (iat > now + CLOCK_SKEW_SECONDS) {
    out.push({
      id: 'link.iat',
      severity: 'warning',
      where: 'claims.iat',
      message: `Issued in the future (${new Date(iat * 1000).toISOString()}): the signing machine’s clock is ahead`,
      explained: rows.somethingWentWrong,
    });
  }

  const listed = Array.isArray(origins) ? origins : [];
  if (!Array.isArray(origins) || listed.length === 0) {
    out.push({
      id: 'link.origins',
      severity: buttonOrigins.length > 0 ? 'error' : 'warning',
      where: 'claims.origins',
      message:
        'No origins: an “Add to Google Wallet” button on a web page will not show; the link opened directly still works',
      explained: rows.buttonNotShown,
    });
  }
  for (const entry of listed.filter((o) => !isOrigin(o))) {
    out.push({
      id: 'link.origins',
      severity: 'warning',
      where: 'claims.origins',
      message: `${JSON.stringify(entry)} in origins is not an origin (scheme, host and port, no path)`,
      explained: rows.buttonNotShown,
    });
  }
  for (const origin of buttonOrigins.filter((o) => listed.length > 0 && !listed.includes(o))) {
    out.push({
      id: 'link.origins',
      severity: 'error',
      where: 'claims.origins',
      message: `The button on ${origin} will not show: origins lists only ${listed.join(', ')}`,
      explained: rows.buttonNotShown,
    });
  }
  return out;
}
