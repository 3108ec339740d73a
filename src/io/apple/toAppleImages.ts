import { isRecord } from '../walkDocument';
import type { LossReport } from './lossReport';
import { solidPng } from './solidPng';

/** Fetches an image's bytes, or says why it cannot be had (offline, refused, not found). */
export type ImageFetcher = (uri: string) => Promise<Uint8Array | { failed: string } | undefined>;
/** Draws the icon: the issuer's initial on the pass colour, as PNG (a canvas, in the browser). */
export type IconDrawer = (
  initial: string,
  background: string,
  foreground: string,
) => Promise<Uint8Array | undefined>;

const isPng = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;

/** The web address of a Google image, when it has one. */
export const imageUri = (image: unknown) =>
  isRecord(image) && isRecord(image.sourceUri) && typeof image.sourceUri.uri === 'string'
    ? image.sourceUri.uri
    : undefined;

/**
 * One image of the source as an Apple image file, with its line in the report. `fetchImage`
 * 'linked' (the preview's) fetches nothing: the image stays at its address, shown from there.
 */
export async function carryImage(
  image: unknown,
  file: string,
  what: string,
  report: LossReport,
  fetchImage: ImageFetcher | 'linked' | undefined,
): Promise<Uint8Array | undefined> {
  const uri = imageUri(image);
  if (!uri) return undefined;
  if (fetchImage === 'linked') {
    report.push({
      group: 'Images',
      what,
      fate: 'carried',
      how: `as the ${file.replace('.png', '')}`,
    });
    return undefined;
  }
  const fetched = fetchImage ? await fetchImage(uri).catch(() => undefined) : undefined;
  if (!(fetched instanceof Uint8Array)) {
    const why = fetched?.failed ? ` (${fetched.failed})` : '';
    report.push({
      group: 'Images',
      what,
      fate: 'dropped',
      how: `${fetchImage ? `it could not be fetched from ${uri}${why}` : `not fetched here: ${uri}`}; add it to the package by hand`,
    });
    return undefined;
  }
  const bytes = fetched;
  if (!isPng(bytes)) {
    report.push({
      group: 'Images',
      what,
      fate: 'dropped',
      how: 'it is not a PNG, the only kind Apple Wallet shows; save it as PNG and add it',
    });
    return undefined;
  }
  report.push({
    group: 'Images',
    what,
    fate: 'approximated',
    how: `one size, as the ${file.replace('.png', '')} at every resolution; Wallet scales it`,
  });
  return bytes;
}

/**
 * The icon Wallet refuses a package without: the logo when there is one, else the issuer's initial
 * drawn on the pass colour where a canvas can draw it, else a square of the pass colour.
 */
export async function iconOf(
  logo: Uint8Array | undefined,
  initial: string,
  colours: { background: string; foreground: string },
  report: LossReport,
  drawIcon: IconDrawer | undefined,
): Promise<Uint8Array> {
  if (logo) {
    report.push({
      group: 'Images',
      what: 'Icon (Apple only)',
      fate: 'approximated',
      how: 'the logo stands in for the icon on the lock screen and in notifications',
    });
    return logo;
  }
  const drawn = drawIcon
    ? await drawIcon(initial, colours.background, colours.foreground).catch(() => undefined)
    : undefined;
  report.push({
    group: 'Images',
    what: 'Icon (Apple only)',
    fate: 'approximated',
    how: drawn
      ? `drawn: “${initial}” on the pass colour, as the preview draws a missing logo`
      : 'a plain square of the pass colour: nothing here can draw the issuer’s initial; replace icon.png with your own',
  });
  return drawn ?? solidPng(58, colours.background);
}
