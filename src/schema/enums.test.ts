import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectEveryRow } from '../test/everyRow';
import { enumInfo, enumSchemas } from './enums';
import { offerObjectSchema } from './offerObject';
import { transitClassSchema } from './transitClass';

// Spec 2.1, copied row by row: `camel | UPPER` pairs separated by ';'.
const spec: Record<string, string> = {
  AnimationType: 'animationUnspecified | ANIMATION_UNSPECIFIED; foilShimmer | FOIL_SHIMMER',
  BarcodeRenderEncoding: 'renderEncodingUnspecified | RENDER_ENCODING_UNSPECIFIED; utf8 | UTF_8',
  BarcodeType:
    'barcodeTypeUnspecified | BARCODE_TYPE_UNSPECIFIED; aztec | AZTEC; code39 | CODE_39; code128 | CODE_128; codabar | CODABAR; dataMatrix | DATA_MATRIX; ean8 | EAN_8; ean13 | EAN_13; itf14 | ITF_14; pdf417 | PDF_417; qrCode | QR_CODE; upcA | UPC_A; textOnly | TEXT_ONLY',
  DateFormat:
    'dateFormatUnspecified | DATE_FORMAT_UNSPECIFIED; dateTime | DATE_TIME; dateOnly | DATE_ONLY; timeOnly | TIME_ONLY; dateTimeYear | DATE_TIME_YEAR; dateYear | DATE_YEAR',
  MessageType:
    'messageTypeUnspecified | MESSAGE_TYPE_UNSPECIFIED; text | TEXT; textAndNotify | TEXT_AND_NOTIFY; expirationNotification | EXPIRATION_NOTIFICATION',
  MultipleDevicesAndHoldersAllowedStatus:
    'statusUnspecified | STATUS_UNSPECIFIED; multipleHolders | MULTIPLE_HOLDERS; oneUserAllDevices | ONE_USER_ALL_DEVICES; oneUserOneDevice | ONE_USER_ONE_DEVICE',
  NfcConstraint:
    'nfcConstraintUnspecified | NFC_CONSTRAINT_UNSPECIFIED; blockPayment | BLOCK_PAYMENT; blockClosedLoopTransit | BLOCK_CLOSED_LOOP_TRANSIT',
  NotificationSettingsForUpdates:
    'notificationSettingsForUpdatesUnspecified | NOTIFICATION_SETTINGS_FOR_UPDATES_UNSPECIFIED; notifyOnUpdate | NOTIFY_ON_UPDATE',
  PredefinedItem:
    'predefinedItemUnspecified | PREDEFINED_ITEM_UNSPECIFIED; frequentFlyerProgramNameAndNumber | FREQUENT_FLYER_PROGRAM_NAME_AND_NUMBER; flightNumberAndOperatingFlightNumber | FLIGHT_NUMBER_AND_OPERATING_FLIGHT_NUMBER',
  RedemptionChannel:
    'redemptionChannelUnspecified | REDEMPTION_CHANNEL_UNSPECIFIED; instore | INSTORE; online | ONLINE; both | BOTH; temporaryPriceReduction | TEMPORARY_PRICE_REDUCTION',
  ReviewStatus:
    'reviewStatusUnspecified | REVIEW_STATUS_UNSPECIFIED; underReview | UNDER_REVIEW; approved | APPROVED; rejected | REJECTED; draft | DRAFT',
  ScreenshotEligibility:
    'screenshotEligibilityUnspecified | SCREENSHOT_ELIGIBILITY_UNSPECIFIED; eligible | ELIGIBLE; ineligible | INELIGIBLE',
  State:
    'stateUnspecified | STATE_UNSPECIFIED; active | ACTIVE; completed | COMPLETED; expired | EXPIRED; inactive | INACTIVE',
  TotpAlgorithm: 'totpAlgorithmUnspecified | TOTP_ALGORITHM_UNSPECIFIED; totpSha1 | TOTP_SHA1',
  TransitOption:
    'transitOptionUnspecified | TRANSIT_OPTION_UNSPECIFIED; originAndDestinationNames | ORIGIN_AND_DESTINATION_NAMES; originAndDestinationCodes | ORIGIN_AND_DESTINATION_CODES; originName | ORIGIN_NAME',
  TransitType:
    'transitTypeUnspecified | TRANSIT_TYPE_UNSPECIFIED; bus | BUS; rail | RAIL; tram | TRAM; ferry | FERRY; other | OTHER',
  ViewUnlockRequirement:
    'viewUnlockRequirementUnspecified | VIEW_UNLOCK_REQUIREMENT_UNSPECIFIED; unlockNotRequired | UNLOCK_NOT_REQUIRED; unlockRequiredToView | UNLOCK_REQUIRED_TO_VIEW',
};

const pairs = (name: string) =>
  spec[name]!.split('; ').map((pair) => pair.split(' | ') as [camel: string, upper: string]);
const schemaOf = (name: string): z.ZodType => enumSchemas[name as keyof typeof enumSchemas];
const names = Object.keys(spec);

const spellingRows = names.flatMap((name) =>
  pairs(name).flatMap(([camel, upper]): [string, string, string][] => [
    [name, camel, upper],
    [name, upper, upper],
  ]),
);

// Near misses of each value: case, padding, the other spelling's separators.
const nearMisses = (camel: string, upper: string) =>
  [
    upper.toLowerCase(),
    camel.charAt(0).toUpperCase() + camel.slice(1),
    camel.toUpperCase(),
    ` ${upper}`,
    `${upper} `,
    `${camel} `,
    upper.replace(/_/g, '-'),
    `${camel}_state`,
  ].filter((s) => s !== camel && s !== upper);

const missRows = names.flatMap((name) =>
  pairs(name).flatMap(([camel, upper]) => nearMisses(camel, upper).map((miss) => [name, miss])),
);

describe('spec 2.1: all 17 enumerations', () => {
  it('has exactly the spec enumerations', () => {
    expect(Object.keys(enumSchemas).sort()).toEqual([...names].sort());
    expect(names).toHaveLength(17);
  });

  it.each(names)('%s: enumInfo lists the UPPER values in spec order with a label each', (name) => {
    const info = enumInfo.get(schemaOf(name));
    expect(info?.name).toBe(name);
    expect(info?.values).toEqual(pairs(name).map(([, upper]) => upper));
    for (const upper of info?.values ?? []) expect(info?.labels[upper]).toMatch(/\S/);
  });

  it('accepts both spellings of every value and maps each to its UPPER form', () => {
    expectEveryRow(
      spellingRows.map(
        ([name, spelling, upper]) => [`${name} ${spelling}`, { name, spelling, upper }] as const,
      ),
      ({ name, spelling, upper }) => {
        if (!schemaOf(name).safeParse(spelling).success) return 'refused';
        const mapped = enumInfo.get(schemaOf(name))?.toUpper[spelling];
        return mapped !== upper && `maps to ${String(mapped)}, not ${upper}`;
      },
    );
  });

  it('refuses near misses of every value: case, padding, other separators', () => {
    expectEveryRow(
      missRows.map(
        ([name, miss]) => [`${name} ${JSON.stringify(miss)}`, { name: name!, miss }] as const,
      ),
      ({ name, miss }) => schemaOf(name).safeParse(miss).success && 'accepted',
    );
  });

  it.each(names)('%s rejects "", null and numbers', (name) => {
    for (const value of ['', null, 0, 1])
      expect(schemaOf(name).safeParse(value).success).toBe(false);
  });
});

describe('enum fields inside whole resources', () => {
  const offer = (extra: Record<string, unknown>) => ({ id: 'o', classId: 'c', ...extra });
  const paths = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('/')} ${i.code}`);
  };

  it.each([
    ['Active', offerObjectSchema, offer({ state: 'Active' }), 'state'],
    ['active_state', offerObjectSchema, offer({ state: 'active_state' }), 'state'],
    [' ACTIVE', offerObjectSchema, offer({ state: ' ACTIVE' }), 'state'],
    ['rail ', transitClassSchema, { id: 't', transitType: 'rail ' }, 'transitType'],
    ['Rail', transitClassSchema, { id: 't', transitType: 'Rail' }, 'transitType'],
    [
      'nfc "blockpayment"',
      offerObjectSchema,
      offer({ passConstraints: { nfcConstraint: ['blockpayment'] } }),
      'passConstraints/nfcConstraint/0',
    ],
    [
      'classReference reviewStatus "Approved"',
      offerObjectSchema,
      offer({ classReference: { id: 'c', reviewStatus: 'Approved' } }),
      'classReference/reviewStatus',
    ],
  ])('rejects %s', (_name, schema, doc, path) => {
    expect(paths(schema, doc)).toEqual([`${path} invalid_value`]);
  });

  it.each([
    [
      'camel spellings',
      offer({
        state: 'active',
        barcode: { type: 'qrCode', renderEncoding: 'utf8' },
        notifyPreference: 'notifyOnUpdate',
      }),
    ],
    [
      'UPPER spellings',
      offer({
        state: 'ACTIVE',
        barcode: { type: 'QR_CODE', renderEncoding: 'UTF_8' },
        notifyPreference: 'NOTIFY_ON_UPDATE',
      }),
    ],
    [
      'mixed spellings in one document',
      offer({
        state: 'EXPIRED',
        barcode: { type: 'ean13' },
        classReference: { id: 'c', reviewStatus: 'underReview', redemptionChannel: 'BOTH' },
      }),
    ],
  ])('accepts %s', (_name, doc) => {
    expect(paths(offerObjectSchema, doc)).toEqual([]);
  });
});
