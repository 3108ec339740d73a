/** pass.json's top-level keys in a designer's words, and what Google does without each. */
export const APPLE_KEYS: Record<string, readonly [words: string, why?: string]> = {
  formatVersion: ['Format version'],
  passTypeIdentifier: [
    'Pass type identifier',
    'Apple’s own; a Google pass is named by your issuer ID',
  ],
  teamIdentifier: ['Team identifier', 'Apple’s own; a Google pass is named by your issuer ID'],
  serialNumber: ['Serial number'],
  organizationName: ['Organisation name'],
  description: ['Description (read by VoiceOver)', 'Google Wallet reads no description'],
  logoText: ['Text beside the logo'],
  backgroundColor: ['Background colour'],
  foregroundColor: ['Text colour', 'Google Wallet chooses the text colour itself, for contrast'],
  labelColor: ['Label colour', 'Google Wallet chooses the label colour itself'],
  barcodes: ['Barcodes'],
  barcode: ['Barcode (before iOS 9)'],
  locations: ['Locations'],
  maxDistance: ['Distance for lock-screen relevance', 'Google Wallet has no such distance'],
  beacons: ['Bluetooth beacons', 'Google Wallet uses no beacons'],
  relevantDate: ['Relevant date'],
  expirationDate: ['Expiry date'],
  voided: ['Void'],
  webServiceURL: [
    'Web service for updates',
    'Google passes are updated through Google’s API instead',
  ],
  authenticationToken: ['Update token', 'Google passes are updated through Google’s API instead'],
  nfc: ['NFC', 'Google’s Smart Tap needs its own set-up with Google'],
  semantics: ['Semantic tags', 'Google Wallet reads no semantic tags'],
  associatedStoreIdentifiers: [
    'Linked apps',
    'Google links an app by its Android package; add it as an app link',
  ],
  appLaunchURL: [
    'App launch address',
    'Google links an app by its Android package; add it as an app link',
  ],
  userInfo: ['Your own data', 'Google Wallet keeps no data of yours on the pass'],
  sharingProhibited: [
    'Sharing prohibited',
    'set who may hold the pass in Google’s own settings instead',
  ],
  groupingIdentifier: ['Grouping', 'Google groups passes by its grouping settings instead'],
  suppressStripShine: ['No shine on the strip', 'Google Wallet draws no shine'],
};

/** A key pass.json holds that this list does not know, in words ("webServiceURL" → "Web service url"). */
export function appleKeyWords(key: string): string {
  const known = APPLE_KEYS[key]?.[0];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
