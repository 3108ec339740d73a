import { isRecord } from '../walkDocument';
import type { LossLine } from './lossReport';

/** Why Apple Wallet has no place for a Google field, where there is more to say than that. */
const REASONS: Record<string, string> = {
  enableSmartTap: 'Apple’s NFC passes need Apple’s own NFC certificate and keys',
  redemptionIssuers: 'Apple’s NFC passes need Apple’s own NFC certificate and keys',
  smartTapRedemptionValue: 'Apple’s NFC passes need Apple’s own NFC certificate and keys',
  securityAnimation: 'Apple Wallet has no security animation',
  rotatingBarcode:
    'Apple Wallet has no rotating code; the pass must be updated from your server instead',
  callbackOptions:
    'Apple Wallet reports saved and deleted passes to the web service of the pass instead',
  imageModulesData: 'Apple Wallet shows no images on the back of a pass',
  wideLogo: 'Apple Wallet has one logo',
  watermark: 'Apple Wallet has no watermark',
  wordMark: 'Apple Wallet has one logo',
  infoModuleData: 'Apple Wallet has no info rows; add them as text modules to keep them',
  appLinkData: 'Apple links an app by its App Store identifier, which Google’s pass does not hold',
  homepageUri: 'Apple Wallet has no home page link; add it as a link to keep it on the back',
  activationOptions: 'Apple Wallet has no ticket activation',
  activationUrl: 'Apple Wallet has no ticket activation',
  valueAddedModuleData: 'Apple Wallet has no such modules',
  groupingInfo: 'Apple groups passes by their pass type identifier',
  passConstraints: 'Apple Wallet has no screenshot or NFC constraints',
  saveRestrictions: 'Apple Wallet has no save restrictions',
  linkedObjectIds: 'Apple Wallet links no passes to each other',
  redemptionChannel: 'Apple Wallet does not say where a coupon is redeemed',
  shortTitle: 'Apple Wallet has one title',
  notifyPreference: 'Apple Wallet notifies on a field’s change message instead',
  countryCode: 'Apple Wallet takes the language from the phone',
  languageOverride: 'Apple Wallet takes the language from the phone',
  multipleDevicesAndHoldersAllowedStatus: 'Apple Wallet has no such setting',
  viewUnlockRequirement: 'Apple Wallet has no such setting',
  review: 'Apple does not review passes',
};

const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

/** A line for every field of the source that no mapping took: nothing is dropped without one. */
export function leftOverLines(
  sources: { class: Record<string, unknown>; object: Record<string, unknown> },
  handled: ReadonlySet<string>,
  what: (scope: 'class' | 'object', key: string) => string,
): LossLine[] {
  return (['class', 'object'] as const).flatMap((scope) =>
    Object.entries(sources[scope])
      .filter(([key, value]) => !handled.has(`${scope}.${key}`) && !empty(value))
      .map(([key]): LossLine => ({
        group: 'Left out',
        what: what(scope, key),
        fate: 'dropped',
        how:
          REASONS[key] ??
          (key.startsWith('localized')
            ? 'its field has no place in Apple Wallet'
            : 'Apple Wallet has no place for it'),
      })),
  );
}
