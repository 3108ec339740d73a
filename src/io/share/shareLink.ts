import { encodeSharedPreview, type SecretLeftOut, type SharedPreview } from './sharedPreview';
import { withoutSecrets } from './withoutSecrets';

/**
 * The most characters a QR code holds: version 40 (177 × 177 modules) at error correction M,
 * bwip-js's default, in byte mode (a URL has lower-case letters, so it is never alphanumeric).
 */
export const QR_MAX_CHARACTERS = 2331;
/** The longest address Chromium opens (2 MiB); longer links are refused rather than cut. */
export const MAX_LINK_CHARACTERS = 2 * 1024 * 1024;

export interface ShareLink {
  url: string;
  /** 'qr': a link and a QR code; 'link': too long for a QR code; 'too-long': too long to open. */
  fits: 'qr' | 'link' | 'too-long';
  /** Secrets left out of the link (the link says so too, for the reviewer). */
  leftOut: SecretLeftOut[];
}

/** How far a link of `length` characters goes: into a QR code, only as a link, or nowhere. */
export function shareLinkFits(length: number): ShareLink['fits'] {
  if (length > MAX_LINK_CHARACTERS) return 'too-long';
  return length > QR_MAX_CHARACTERS ? 'link' : 'qr';
}

/**
 * A review link to `page` (the review page's address) carrying the pass in its fragment, with
 * every field marked secret (a TOTP key) left out of it and listed.
 */
export async function shareLink(page: string, input: SharedPreview): Promise<ShareLink> {
  const own = withoutSecrets(input.kind, input.document);
  const paired = input.pairedClass ? withoutSecrets('offerClass', input.pairedClass) : undefined;
  const leftOut: SecretLeftOut[] = [
    ...own.removed.map((segments) => ({ in: 'document' as const, segments: [...segments] })),
    ...(paired?.removed ?? []).map((segments) => ({
      in: 'pairedClass' as const,
      segments: [...segments],
    })),
  ];
  const shared: SharedPreview = {
    ...input,
    document: own.document as Record<string, unknown>,
    ...(paired && { pairedClass: paired.document as Record<string, unknown> }),
    ...(leftOut.length > 0 && { leftOut }),
  };
  const url = `${page.replace(/#.*$/, '')}#${await encodeSharedPreview(shared)}`;
  return { url, fits: shareLinkFits(url.length), leftOut };
}
