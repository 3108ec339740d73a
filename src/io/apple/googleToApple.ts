import { googleBarcodeToApple } from './barcodeToApple';
import { carryDatesAndPlaces } from './appleDates';
import { carryFields } from './appleFields';
import { carryImages } from './appleImages';
import { carryIdentifiers, carryLook, type AppleIdentifiers } from './appleLook';
import { startConversion } from './appleConversion';
import type { ResourceKind } from '../../schema/resources';
import type { LossReport } from './lossReport';
import { leftOverLines } from './leftOverLines';
import type { IconDrawer, ImageFetcher } from './toAppleImages';
import type { ApplePackageParts } from './writeApplePackage';

export { PLACEHOLDER_IDENTIFIERS, type AppleIdentifiers } from './appleLook';

export interface ToAppleOptions extends AppleIdentifiers {
  /** The transit object (or the preview's sample trip) of a transit class; the offer object of an offer class. */
  object?: unknown;
  /** Fetches the logo and hero image; 'linked' leaves them at their addresses (the preview). */
  fetchImage?: ImageFetcher | 'linked';
  drawIcon?: IconDrawer;
}

/**
 * An Apple Wallet pass of the same design: a transit class (with its trip) becomes a boarding
 * pass, an offer a coupon. Every field of the source has its line in the report.
 */
export async function googleToApple(
  kind: ResourceKind,
  document: unknown,
  options: ToAppleOptions = {},
): Promise<{
  parts: ApplePackageParts;
  report: LossReport;
  /** The web address each Apple image file came from, fetched or not: `logo.png` → its URI. */
  imageSources: Record<string, string>;
}> {
  const conversion = startConversion(kind, document, options.object);
  const { cls, obj, style, pass, report, strings, handled, what } = conversion;
  carryIdentifiers(conversion, options);
  const look = carryLook(conversion);
  const rows = carryFields(conversion, look.issuer);

  const barcode = googleBarcodeToApple(obj.barcode, report);
  if (barcode.length > 0) pass.barcodes = barcode;
  if (obj.barcode) handled.add('object.barcode');

  carryDatesAndPlaces(conversion);
  const { images, imageSources } = await carryImages(conversion, look, options);

  for (const [row, fields] of Object.entries(rows))
    if (fields.length > 0) (pass[style] as Record<string, unknown>)[row] = fields;
  report.push(...leftOverLines({ class: cls, object: obj }, handled, what));
  if (Object.keys(strings).length > 0) {
    report.push({
      group: 'Languages',
      what: 'Translations',
      fate: 'carried',
      how: `as ${Object.keys(strings).sort().join(', ')} strings files`,
    });
  }
  return { parts: { pass, strings, images }, report, imageSources };
}
