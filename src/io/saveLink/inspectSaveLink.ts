import { googleErrorRows as rows } from '../googleErrorRows';
import { checkSaveLink, type LinkCheckOptions } from './checkSaveLink';
import { decodeSaveLink, type DecodedSaveLink } from './decodeSaveLink';
import type { LinkFinding } from './linkFinding';
import { parseServiceAccountKey } from './serviceAccountKey';
import { verifySaveLinkSignature } from './verifySaveLinkSignature';

export interface LinkInspection {
  link: DecodedSaveLink;
  findings: LinkFinding[];
  /** 'verified' with a matching key, 'mismatch' with another key, 'not-checked' without one. */
  signature: 'verified' | 'mismatch' | 'not-checked';
}

export type InspectResult =
  | { ok: true; inspection: LinkInspection }
  | { ok: false; unreadable: 'link' | 'key'; message: string };

/**
 * The link check of a save link, a JWT or text holding one: decodes it, checks it, and with
 * `keyText` (the service account's public key, certificate or key file) verifies its signature.
 */
export async function inspectSaveLink(
  input: string,
  options: LinkCheckOptions & { keyText?: string } = {},
): Promise<InspectResult> {
  const decoded = decodeSaveLink(input);
  if (!decoded.ok) return { ok: false, unreadable: 'link', message: decoded.message };
  const { link } = decoded;
  const findings = checkSaveLink(link, options);
  let signature: LinkInspection['signature'] = 'not-checked';
  if (options.keyText === undefined) {
    findings.push({
      id: 'link.signature',
      severity: 'note',
      where: 'signature',
      message: 'Signature not checked: give the service account’s public key or certificate',
    });
  } else {
    const checked = await verifySaveLinkSignature(link.jwt, options.keyText);
    if (!checked.ok && checked.reason === 'unreadable-key') {
      return { ok: false, unreadable: 'key', message: checked.message };
    }
    signature = checked.ok ? 'verified' : 'mismatch';
    const account = parseServiceAccountKey(options.keyText);
    if (account.ok && account.key.clientEmail !== link.claims.iss) {
      findings.unshift({
        id: 'link.iss',
        severity: 'error',
        where: 'claims.iss',
        message: `The link names ${JSON.stringify(link.claims.iss)} as its issuer, but the key is ${account.key.clientEmail}’s: Google checks the signature with the issuer’s keys`,
        explained: rows.somethingWentWrong,
      });
    }
    if (!checked.ok) {
      findings.unshift({
        id: 'link.signature',
        severity: 'error',
        where: 'signature',
        message: checked.message,
        explained: rows.somethingWentWrong,
      });
    }
  }
  return { ok: true, inspection: { link, findings, signature } };
}
