import { APPLE_ROWS, APPLE_STYLES } from './appleFormat';
import { APPLE_KEYS } from './appleWords';
import type { GoogleConversion } from './googleConversion';
import type { ApplePackage } from './readApplePackage';

/** The pass.json keys the other parts say (or have no need to). */
const COVERED = new Set<string>([
  ...APPLE_STYLES,
  'serialNumber',
  'organizationName',
  'logoText',
  'backgroundColor',
  'barcodes',
  'barcode',
  'expirationDate',
  'voided',
  'relevantDate',
  'locations',
  'formatVersion',
]);

/**
 * The lines of what no part carried: the package's images, its translations that translate
 * nothing on the pass, and every other key of pass.json and of its style.
 */
export function sayLeftOut({ pass, body, loc, report, say }: GoogleConversion, pack: ApplePackage) {
  const images = [
    ...new Set(
      Object.keys(pack.images).map((name) =>
        name.replace(/(@\dx)?\.png$/, '').replace(/^.*\//, ''),
      ),
    ),
  ];
  for (const image of images) {
    report.push({
      group: 'Images',
      what: `${image.charAt(0).toUpperCase()}${image.slice(1)} image`,
      fate: 'dropped',
      how: 'Google Wallet loads images from web addresses: put it online and set its address',
    });
  }
  for (const [language, entries] of Object.entries(pack.strings)) {
    const unused = Object.keys(entries).filter((key) => !loc.used.has(key));
    report.push({
      group: 'Languages',
      what: `Translations (${language})`,
      fate: unused.length ? 'approximated' : 'carried',
      how: unused.length
        ? `${unused.length} of them translate nothing on the pass and are left out`
        : 'as each field’s translations',
    });
  }
  for (const key of Object.keys(pass).filter((k) => !COVERED.has(k)))
    say('Left out', key, 'dropped', APPLE_KEYS[key]?.[1] ?? 'Google Wallet has no place for it');
  for (const key of Object.keys(body).filter(
    (k) => !(APPLE_ROWS as readonly string[]).includes(k) && k !== 'transitType',
  ))
    say('Left out', key, 'dropped', 'Google Wallet has no place for it');
}
