// Spec section 2.1. Every enumeration accepts its lowerCamelCase and UPPER_SNAKE_CASE spellings;
// the app works with the UPPER value. https://developers.google.com/wallet/reference/rest/v1
import { z } from 'zod';

/** What the editor needs to show an enumeration: UPPER values, their spellings and labels. */
export interface EnumInfo {
  name: string;
  values: readonly string[];
  /** camel spelling -> UPPER value, and UPPER -> UPPER. */
  toUpper: Readonly<Record<string, string>>;
  labels: Readonly<Record<string, string>>;
  /** UPPER values only Google sets (a class's review outcome): shown when present, never offered. */
  setByGoogle: readonly string[];
}

export const enumInfo = z.registry<EnumInfo>();

type Entry =
  | readonly [camel: string, upper: string, label: string]
  | readonly [camel: string, upper: string, label: string, by: 'set by Google'];

/**
 * A table looked up with values from documents: no prototype, so "constructor" or "valueOf"
 * typed into a field finds nothing rather than Object.prototype's functions.
 */
export function lookup(
  entries: Iterable<readonly [string, string]>,
): Readonly<Record<string, string>> {
  return Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(entries));
}

function enumeration(name: string, entries: readonly Entry[]) {
  const spellings = entries.flatMap(([camel, upper]) => [upper, camel]);
  const schema = z.enum(spellings as [string, ...string[]]).meta({ id: name });
  enumInfo.add(schema, {
    name,
    values: entries.map(([, upper]) => upper),
    toUpper: lookup(
      entries.flatMap(([camel, upper]) => [
        [camel, upper],
        [upper, upper],
      ]),
    ),
    labels: lookup(entries.map(([, upper, label]) => [upper, label])),
    setByGoogle: entries.filter((entry) => entry.length === 4).map(([, upper]) => upper),
  });
  return schema;
}

/**
 * An enumeration's value as the editor names it, in either spelling ('qrCode', 'QR_CODE' -> "QR
 * code"): the label its select shows. A value that is no spelling of it stays as it is.
 */
export function enumLabel(info: EnumInfo, value: string): string {
  return info.labels[info.toUpper[value] ?? value] ?? value;
}

/**
 * The values an issuer may send of an enumeration some of whose values only Google sets (review
 * status: Draft, Under review): neither Google's values nor the *_UNSPECIFIED one, which Google
 * reads as not set. Every value for any other enumeration.
 */
export function sendableValues(info: EnumInfo): readonly string[] {
  if (info.setByGoogle.length === 0) return info.values;
  return info.values.filter((v) => !info.setByGoogle.includes(v) && !v.endsWith('_UNSPECIFIED'));
}

export const animationTypeSchema = enumeration('AnimationType', [
  ['animationUnspecified', 'ANIMATION_UNSPECIFIED', 'Unspecified'],
  ['foilShimmer', 'FOIL_SHIMMER', 'Foil shimmer'],
]);

export const barcodeRenderEncodingSchema = enumeration('BarcodeRenderEncoding', [
  ['renderEncodingUnspecified', 'RENDER_ENCODING_UNSPECIFIED', 'Unspecified'],
  ['utf8', 'UTF_8', 'UTF-8'],
]);

export const barcodeTypeSchema = enumeration('BarcodeType', [
  ['barcodeTypeUnspecified', 'BARCODE_TYPE_UNSPECIFIED', 'Unspecified'],
  ['aztec', 'AZTEC', 'Aztec'],
  ['code39', 'CODE_39', 'Code 39'],
  ['code128', 'CODE_128', 'Code 128'],
  ['codabar', 'CODABAR', 'Codabar'],
  ['dataMatrix', 'DATA_MATRIX', 'Data Matrix'],
  ['ean8', 'EAN_8', 'EAN-8'],
  ['ean13', 'EAN_13', 'EAN-13'],
  ['itf14', 'ITF_14', 'ITF-14'],
  ['pdf417', 'PDF_417', 'PDF417'],
  ['qrCode', 'QR_CODE', 'QR code'],
  ['upcA', 'UPC_A', 'UPC-A'],
  ['textOnly', 'TEXT_ONLY', 'Text only'],
]);

export const dateFormatSchema = enumeration('DateFormat', [
  ['dateFormatUnspecified', 'DATE_FORMAT_UNSPECIFIED', 'As is'],
  ['dateTime', 'DATE_TIME', 'Date and time (Dec 14, 1:00 PM)'],
  ['dateOnly', 'DATE_ONLY', 'Date (Dec 14)'],
  ['timeOnly', 'TIME_ONLY', 'Time (1:00 PM)'],
  ['dateTimeYear', 'DATE_TIME_YEAR', 'Date, year and time (Dec 14, 2018, 1:00 PM)'],
  ['dateYear', 'DATE_YEAR', 'Date and year (Dec 14, 2018)'],
]);

export const messageTypeSchema = enumeration('MessageType', [
  ['messageTypeUnspecified', 'MESSAGE_TYPE_UNSPECIFIED', 'Unspecified'],
  ['text', 'TEXT', 'Text'],
  ['textAndNotify', 'TEXT_AND_NOTIFY', 'Text and notify'],
  ['expirationNotification', 'EXPIRATION_NOTIFICATION', 'Expiration notification'],
]);

export const multipleDevicesAndHoldersAllowedStatusSchema = enumeration(
  'MultipleDevicesAndHoldersAllowedStatus',
  [
    ['statusUnspecified', 'STATUS_UNSPECIFIED', 'Unspecified'],
    ['multipleHolders', 'MULTIPLE_HOLDERS', 'Multiple holders'],
    ['oneUserAllDevices', 'ONE_USER_ALL_DEVICES', 'One user, all devices'],
    ['oneUserOneDevice', 'ONE_USER_ONE_DEVICE', 'One user, one device'],
  ],
);

export const nfcConstraintSchema = enumeration('NfcConstraint', [
  ['nfcConstraintUnspecified', 'NFC_CONSTRAINT_UNSPECIFIED', 'Unspecified'],
  ['blockPayment', 'BLOCK_PAYMENT', 'Block payment'],
  ['blockClosedLoopTransit', 'BLOCK_CLOSED_LOOP_TRANSIT', 'Block closed-loop transit'],
]);

export const notificationSettingsForUpdatesSchema = enumeration('NotificationSettingsForUpdates', [
  [
    'notificationSettingsForUpdatesUnspecified',
    'NOTIFICATION_SETTINGS_FOR_UPDATES_UNSPECIFIED',
    'Unspecified',
  ],
  ['notifyOnUpdate', 'NOTIFY_ON_UPDATE', 'Notify on update'],
]);

export const predefinedItemSchema = enumeration('PredefinedItem', [
  ['predefinedItemUnspecified', 'PREDEFINED_ITEM_UNSPECIFIED', 'Unspecified'],
  [
    'frequentFlyerProgramNameAndNumber',
    'FREQUENT_FLYER_PROGRAM_NAME_AND_NUMBER',
    'Frequent flyer programme name and number',
  ],
  [
    'flightNumberAndOperatingFlightNumber',
    'FLIGHT_NUMBER_AND_OPERATING_FLIGHT_NUMBER',
    'Flight number and operating flight number',
  ],
]);

export const redemptionChannelSchema = enumeration('RedemptionChannel', [
  ['redemptionChannelUnspecified', 'REDEMPTION_CHANNEL_UNSPECIFIED', 'Unspecified'],
  ['instore', 'INSTORE', 'In store'],
  ['online', 'ONLINE', 'Online'],
  ['both', 'BOTH', 'In store and online'],
  ['temporaryPriceReduction', 'TEMPORARY_PRICE_REDUCTION', 'Temporary price reduction'],
]);

// Google's reference (TransitClass.reviewStatus): insert, patch and update may set draft or
// underReview; Google sets approved (or rejected) when it has reviewed the class.
export const reviewStatusSchema = enumeration('ReviewStatus', [
  ['reviewStatusUnspecified', 'REVIEW_STATUS_UNSPECIFIED', 'Unspecified'],
  ['underReview', 'UNDER_REVIEW', 'Under review'],
  ['approved', 'APPROVED', 'Approved', 'set by Google'],
  ['rejected', 'REJECTED', 'Rejected', 'set by Google'],
  ['draft', 'DRAFT', 'Draft'],
]);

export const screenshotEligibilitySchema = enumeration('ScreenshotEligibility', [
  ['screenshotEligibilityUnspecified', 'SCREENSHOT_ELIGIBILITY_UNSPECIFIED', 'Unspecified'],
  ['eligible', 'ELIGIBLE', 'Eligible'],
  ['ineligible', 'INELIGIBLE', 'Ineligible'],
]);

export const stateSchema = enumeration('State', [
  ['stateUnspecified', 'STATE_UNSPECIFIED', 'Unspecified'],
  ['active', 'ACTIVE', 'Active'],
  ['completed', 'COMPLETED', 'Completed'],
  ['expired', 'EXPIRED', 'Expired'],
  ['inactive', 'INACTIVE', 'Inactive'],
]);

export const totpAlgorithmSchema = enumeration('TotpAlgorithm', [
  ['totpAlgorithmUnspecified', 'TOTP_ALGORITHM_UNSPECIFIED', 'Unspecified'],
  ['totpSha1', 'TOTP_SHA1', 'TOTP with SHA-1'],
]);

export const transitOptionSchema = enumeration('TransitOption', [
  ['transitOptionUnspecified', 'TRANSIT_OPTION_UNSPECIFIED', 'Unspecified'],
  ['originAndDestinationNames', 'ORIGIN_AND_DESTINATION_NAMES', 'Origin and destination names'],
  ['originAndDestinationCodes', 'ORIGIN_AND_DESTINATION_CODES', 'Origin and destination codes'],
  ['originName', 'ORIGIN_NAME', 'Origin name'],
]);

export const transitTypeSchema = enumeration('TransitType', [
  ['transitTypeUnspecified', 'TRANSIT_TYPE_UNSPECIFIED', 'Unspecified'],
  ['bus', 'BUS', 'Bus'],
  ['rail', 'RAIL', 'Rail'],
  ['tram', 'TRAM', 'Tram'],
  ['ferry', 'FERRY', 'Ferry'],
  ['other', 'OTHER', 'Other'],
]);

export const viewUnlockRequirementSchema = enumeration('ViewUnlockRequirement', [
  ['viewUnlockRequirementUnspecified', 'VIEW_UNLOCK_REQUIREMENT_UNSPECIFIED', 'Unspecified'],
  ['unlockNotRequired', 'UNLOCK_NOT_REQUIRED', 'Unlock not required'],
  ['unlockRequiredToView', 'UNLOCK_REQUIRED_TO_VIEW', 'Unlock required to view'],
]);

/** All 17 enumerations of spec section 2.1, by name. */
export const enumSchemas = {
  AnimationType: animationTypeSchema,
  BarcodeRenderEncoding: barcodeRenderEncodingSchema,
  BarcodeType: barcodeTypeSchema,
  DateFormat: dateFormatSchema,
  MessageType: messageTypeSchema,
  MultipleDevicesAndHoldersAllowedStatus: multipleDevicesAndHoldersAllowedStatusSchema,
  NfcConstraint: nfcConstraintSchema,
  NotificationSettingsForUpdates: notificationSettingsForUpdatesSchema,
  PredefinedItem: predefinedItemSchema,
  RedemptionChannel: redemptionChannelSchema,
  ReviewStatus: reviewStatusSchema,
  ScreenshotEligibility: screenshotEligibilitySchema,
  State: stateSchema,
  TotpAlgorithm: totpAlgorithmSchema,
  TransitOption: transitOptionSchema,
  TransitType: transitTypeSchema,
  ViewUnlockRequirement: viewUnlockRequirementSchema,
} as const;
