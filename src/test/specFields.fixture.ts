// Test data: spec sections 2.2-2.8 transcribed field by field, in the spec's order, so the tests
// can hold every schema against the spec rather than against itself.
// Syntax: `name: Type` then `[]` (array of), `?` (`| null`), `!` (required), `= DEFAULT`, ` ~` (deprecated).
import type { z } from 'zod';
import {
  barcodeSchema,
  rotatingBarcodeSchema,
  totpDetailsSchema,
  totpParametersSchema,
} from '../schema/barcode';
import {
  appLinkDataSchema,
  appLinkInfoSchema,
  appTargetSchema,
  callbackOptionsSchema,
  reviewSchema,
  securityAnimationSchema,
} from '../schema/behaviour';
import {
  dateTimeSchema,
  latLongPointSchema,
  timeIntervalSchema,
  uriSchema,
} from '../schema/common';
import { enumSchemas } from '../schema/enums';
import { imageSchema, imageUriSchema } from '../schema/image';
import { localizedStringSchema, translatedStringSchema } from '../schema/localizedString';
import {
  imageModuleDataSchema,
  infoModuleDataSchema,
  labelValueRowSchema,
  labelValueSchema,
  linksModuleDataSchema,
  messageSchema,
  moduleViewConstraintsSchema,
  textModuleDataSchema,
  valueAddedModuleDataSchema,
} from '../schema/modules';
import { offerClassSchema } from '../schema/offerClass';
import { offerObjectSchema } from '../schema/offerObject';
import {
  groupingInfoSchema,
  passConstraintsSchema,
  saveRestrictionsSchema,
} from '../schema/restrictions';
import {
  barcodeSectionDetailSchema,
  cardBarcodeSectionDetailsSchema,
  cardRowOneItemSchema,
  cardRowTemplateInfoSchema,
  cardRowThreeItemsSchema,
  cardRowTwoItemsSchema,
  cardTemplateOverrideSchema,
  classTemplateInfoSchema,
  detailsItemInfoSchema,
  detailsTemplateOverrideSchema,
  fieldReferenceSchema,
  fieldSelectorSchema,
  firstRowOptionSchema,
  listTemplateOverrideSchema,
  templateItemSchema,
} from '../schema/template';
import { activationOptionsSchema, transitClassSchema } from '../schema/transitClass';

const classShared = [
  'id: string!',
  'classTemplateInfo: ClassTemplateInfo?',
  'imageModulesData: ImageModuleData[]?',
  'textModulesData: TextModuleData[]?',
  'linksModuleData: LinksModuleData?',
  'enableSmartTap: boolean?',
  'redemptionIssuers: string[]?',
  'securityAnimation: SecurityAnimation?',
  'multipleDevicesAndHoldersAllowedStatus: MultipleDevicesAndHoldersAllowedStatus = STATUS_UNSPECIFIED',
  'callbackOptions: CallbackOptions?',
  'viewUnlockRequirement: ViewUnlockRequirement = VIEW_UNLOCK_REQUIREMENT_UNSPECIFIED',
  'messages: Message[]?',
  'appLinkData: AppLinkData?',
  'valueAddedModuleData: ValueAddedModuleData?',
  'hexBackgroundColor: string?',
  'issuerName: string?',
  'homepageUri: Uri?',
  'review: Review?',
  'countryCode: string?',
  'localizedIssuerName: LocalizedString?',
  'heroImage: Image?',
  'notifyPreference: NotificationSettingsForUpdates = NOTIFICATION_SETTINGS_FOR_UPDATES_UNSPECIFIED',
  'wordMark: Image[]? ~',
  'infoModuleData: InfoModuleData? ~',
  'locations: LatLongPoint? ~',
  'allowMultipleUsersPerObject: boolean = false ~',
  'version: string? ~',
];

const customLabels = [
  'customTransitTerminusNameLabel',
  'customTicketNumberLabel',
  'customRouteRestrictionsLabel',
  'customRouteRestrictionsDetailsLabel',
  'customTimeRestrictionsLabel',
  'customOtherRestrictionsLabel',
  'customPurchaseReceiptNumberLabel',
  'customConfirmationCodeLabel',
  'customPurchaseFaceValueLabel',
  'customPurchasePriceLabel',
  'customDiscountMessageLabel',
  'customCarriageLabel',
  'customSeatLabel',
  'customCoachLabel',
  'customPlatformLabel',
  'customZoneLabel',
  'customFareClassLabel',
  'customConcessionCategoryLabel',
  'customFareNameLabel',
].map((name) => `${name}: LocalizedString?`);

/** Every object type of the spec, its fields in the spec's order. */
export const specTypes: Readonly<Record<string, readonly string[]>> = {
  TranslatedString: ['kind: string ~', 'language: string?', 'value: string?'],
  LocalizedString: [
    'kind: string ~',
    'translatedValues: TranslatedString[]',
    'defaultValue: TranslatedString!',
  ],
  ImageUri: ['uri: uri!', 'description: string? ~', 'localizedDescription: LocalizedString? ~'],
  Image: ['kind: string ~', 'sourceUri: ImageUri!', 'contentDescription: LocalizedString?'],
  Uri: [
    'kind: string ~',
    'uri: string?',
    'description: string?',
    'localizedDescription: LocalizedString?',
    'id: string?',
  ],
  DateTime: ['date: datetime!'],
  TimeInterval: ['kind: string ~', 'start: DateTime?', 'end: DateTime?'],
  LatLongPoint: ['kind: string ~', 'latitude: number!', 'longitude: number!'],
  TextModuleData: [
    'header: string?',
    'body: string?',
    'localizedHeader: LocalizedString?',
    'localizedBody: LocalizedString?',
    'id: string?',
  ],
  ImageModuleData: ['mainImage: Image?', 'id: string?'],
  LinksModuleData: ['uris: Uri[]?'],
  Message: [
    'kind: string ~',
    'header: string?',
    'body: string?',
    'displayInterval: TimeInterval?',
    'id: string?',
    'messageType: MessageType = MESSAGE_TYPE_UNSPECIFIED',
    'localizedHeader: LocalizedString?',
    'localizedBody: LocalizedString?',
  ],
  ModuleViewConstraints: ['displayInterval: TimeInterval?'],
  ValueAddedModuleData: [
    'header: LocalizedString?',
    'body: LocalizedString?',
    'image: Image?',
    'uri: string?',
    'viewConstraints: ModuleViewConstraints?',
    'sortIndex: integer?',
  ],
  SecurityAnimation: ['animationType: AnimationType = ANIMATION_UNSPECIFIED'],
  CallbackOptions: ['url: uri?', 'updateRequestUrl: uri? ~'],
  AppTarget: ['targetUri: Uri?', 'packageName: string?'],
  AppLinkInfo: [
    'appLogoImage: Image? ~',
    'title: LocalizedString? ~',
    'description: LocalizedString? ~',
    'appTarget: AppTarget?',
  ],
  AppLinkData: [
    'androidAppLinkInfo: AppLinkInfo?',
    'iosAppLinkInfo: AppLinkInfo? ~',
    'webAppLinkInfo: AppLinkInfo?',
    'displayText: LocalizedString?',
  ],
  Review: ['comments: string?'],
  InfoModuleData: ['labelValueRows: LabelValueRow[]!', 'showLastUpdateTime: boolean = false ~'],
  LabelValueRow: ['columns: LabelValue[]?'],
  LabelValue: [
    'label: string?',
    'value: string?',
    'localizedLabel: LocalizedString?',
    'localizedValue: LocalizedString?',
  ],
  FieldReference: ['fieldPath: string!', 'dateFormat: DateFormat?'],
  FieldSelector: ['fields: FieldReference[]!'],
  BarcodeSectionDetail: ['fieldSelector: FieldSelector!'],
  CardBarcodeSectionDetails: [
    'firstTopDetail: BarcodeSectionDetail?',
    'firstBottomDetail: BarcodeSectionDetail?',
    'secondTopDetail: BarcodeSectionDetail?',
  ],
  TemplateItem: [
    'firstValue: FieldSelector?',
    'secondValue: FieldSelector?',
    'predefinedItem: PredefinedItem?',
  ],
  CardRowOneItem: ['item: TemplateItem?'],
  CardRowTwoItems: ['startItem: TemplateItem?', 'endItem: TemplateItem?'],
  CardRowThreeItems: [
    'startItem: TemplateItem?',
    'middleItem: TemplateItem?',
    'endItem: TemplateItem?',
  ],
  CardRowTemplateInfo: [
    'oneItem: CardRowOneItem?',
    'twoItems: CardRowTwoItems?',
    'threeItems: CardRowThreeItems?',
  ],
  CardTemplateOverride: ['cardRowTemplateInfos: CardRowTemplateInfo[]?'],
  DetailsItemInfo: ['item: TemplateItem?'],
  DetailsTemplateOverride: ['detailsItemInfos: DetailsItemInfo[]?'],
  FirstRowOption: ['transitOption: TransitOption?', 'fieldOption: FieldSelector?'],
  ListTemplateOverride: [
    'firstRowOption: FirstRowOption?',
    'secondRowOption: FieldSelector?',
    'thirdRowOption: FieldSelector? ~',
  ],
  ClassTemplateInfo: [
    'cardBarcodeSectionDetails: CardBarcodeSectionDetails?',
    'cardTemplateOverride: CardTemplateOverride?',
    'detailsTemplateOverride: DetailsTemplateOverride?',
    'listTemplateOverride: ListTemplateOverride?',
  ],
  Barcode: [
    'kind: string ~',
    'type: BarcodeType = BARCODE_TYPE_UNSPECIFIED',
    'renderEncoding: BarcodeRenderEncoding = RENDER_ENCODING_UNSPECIFIED',
    'value: string?',
    'alternateText: string?',
    'showCodeText: LocalizedString?',
  ],
  RotatingBarcode: [
    'type: BarcodeType = BARCODE_TYPE_UNSPECIFIED',
    'renderEncoding: BarcodeRenderEncoding = RENDER_ENCODING_UNSPECIFIED',
    'valuePattern: string?',
    'totpDetails: TotpDetails?',
    'alternateText: string?',
    'showCodeText: LocalizedString?',
  ],
  TotpDetails: [
    'periodMillis: string!',
    'algorithm: TotpAlgorithm = TOTP_ALGORITHM_UNSPECIFIED',
    'parameters: TotpParameters[]!',
  ],
  TotpParameters: ['key: string!', 'valueLength: integer!'],
  PassConstraints: [
    'screenshotEligibility: ScreenshotEligibility = SCREENSHOT_ELIGIBILITY_UNSPECIFIED',
    'nfcConstraint: NfcConstraint[]?',
  ],
  GroupingInfo: ['sortIndex: integer?', 'groupingId: string?'],
  SaveRestrictions: ['restrictToEmailSha256: string?'],
  ActivationOptions: ['activationUrl: uri?', 'allowReactivation: boolean = false'],
  TransitClass: [
    ...classShared,
    'logo: Image?',
    'wideLogo: Image?',
    'watermark: Image?',
    'transitOperatorName: LocalizedString?',
    'transitType: TransitType = TRANSIT_TYPE_UNSPECIFIED',
    'languageOverride: string?',
    'enableSingleLegItinerary: boolean = false',
    'activationOptions: ActivationOptions?',
    'reviewStatus: ReviewStatus?',
    ...customLabels,
  ],
  OfferClass: [
    ...classShared,
    'reviewStatus: ReviewStatus = REVIEW_STATUS_UNSPECIFIED',
    'kind: string ~',
    'title: string?',
    'localizedTitle: LocalizedString?',
    'shortTitle: string?',
    'localizedShortTitle: LocalizedString?',
    'redemptionChannel: RedemptionChannel = REDEMPTION_CHANNEL_UNSPECIFIED',
    'provider: string?',
    'localizedProvider: LocalizedString?',
    'titleImage: Image?',
    'wideTitleImage: Image?',
    'details: string?',
    'localizedDetails: LocalizedString?',
    'finePrint: string?',
    'localizedFinePrint: LocalizedString?',
    'helpUri: Uri?',
  ],
  OfferObject: [
    'id: string!',
    'classId: string!',
    'imageModulesData: ImageModuleData[]?',
    'textModulesData: TextModuleData[]?',
    'linksModuleData: LinksModuleData?',
    'passConstraints: PassConstraints?',
    'smartTapRedemptionValue: string?',
    'barcode: Barcode?',
    'rotatingBarcode: RotatingBarcode?',
    'groupingInfo: GroupingInfo?',
    'saveRestrictions: SaveRestrictions?',
    'linkedObjectIds: string[]?',
    'valueAddedModuleData: ValueAddedModuleData?',
    'messages: Message[]?',
    'appLinkData: AppLinkData?',
    'state: State = STATE_UNSPECIFIED',
    'hasUsers: boolean?',
    'validTimeInterval: TimeInterval?',
    'hexBackgroundColor: string?',
    'classReference: OfferClass?',
    'locations: LatLongPoint[]?',
    'hasLinkedDevice: boolean = false',
    'disableExpirationNotification: boolean? = false',
    'heroImage: Image?',
    'notifyPreference: NotificationSettingsForUpdates = NOTIFICATION_SETTINGS_FOR_UPDATES_UNSPECIFIED',
    'version: string? ~',
    'kind: string ~',
  ],
};

/** The schema of each spec type, by the exported `xxxSchema` names other modules build on. */
export const schemaOfType: Readonly<Record<string, z.ZodType>> = {
  TranslatedString: translatedStringSchema,
  LocalizedString: localizedStringSchema,
  ImageUri: imageUriSchema,
  Image: imageSchema,
  Uri: uriSchema,
  DateTime: dateTimeSchema,
  TimeInterval: timeIntervalSchema,
  LatLongPoint: latLongPointSchema,
  TextModuleData: textModuleDataSchema,
  ImageModuleData: imageModuleDataSchema,
  LinksModuleData: linksModuleDataSchema,
  Message: messageSchema,
  ModuleViewConstraints: moduleViewConstraintsSchema,
  ValueAddedModuleData: valueAddedModuleDataSchema,
  SecurityAnimation: securityAnimationSchema,
  CallbackOptions: callbackOptionsSchema,
  AppTarget: appTargetSchema,
  AppLinkInfo: appLinkInfoSchema,
  AppLinkData: appLinkDataSchema,
  Review: reviewSchema,
  InfoModuleData: infoModuleDataSchema,
  LabelValueRow: labelValueRowSchema,
  LabelValue: labelValueSchema,
  FieldReference: fieldReferenceSchema,
  FieldSelector: fieldSelectorSchema,
  BarcodeSectionDetail: barcodeSectionDetailSchema,
  CardBarcodeSectionDetails: cardBarcodeSectionDetailsSchema,
  TemplateItem: templateItemSchema,
  CardRowOneItem: cardRowOneItemSchema,
  CardRowTwoItems: cardRowTwoItemsSchema,
  CardRowThreeItems: cardRowThreeItemsSchema,
  CardRowTemplateInfo: cardRowTemplateInfoSchema,
  CardTemplateOverride: cardTemplateOverrideSchema,
  DetailsItemInfo: detailsItemInfoSchema,
  DetailsTemplateOverride: detailsTemplateOverrideSchema,
  FirstRowOption: firstRowOptionSchema,
  ListTemplateOverride: listTemplateOverrideSchema,
  ClassTemplateInfo: classTemplateInfoSchema,
  Barcode: barcodeSchema,
  RotatingBarcode: rotatingBarcodeSchema,
  TotpDetails: totpDetailsSchema,
  TotpParameters: totpParametersSchema,
  PassConstraints: passConstraintsSchema,
  GroupingInfo: groupingInfoSchema,
  SaveRestrictions: saveRestrictionsSchema,
  ActivationOptions: activationOptionsSchema,
  TransitClass: transitClassSchema,
  OfferClass: offerClassSchema,
  OfferObject: offerObjectSchema,
};

/** The smallest valid value of each type: its required fields only. */
export const minimalOf: Readonly<Record<string, unknown>> = {
  LocalizedString: { defaultValue: {} },
  ImageUri: { uri: 'https://example.com/a.png' },
  Image: { sourceUri: { uri: 'https://example.com/a.png' } },
  DateTime: { date: '2025-03-01T10:00:00' },
  LatLongPoint: { latitude: 0, longitude: 0 },
  InfoModuleData: { labelValueRows: [] },
  FieldReference: { fieldPath: 'object.id' },
  FieldSelector: { fields: [] },
  BarcodeSectionDetail: { fieldSelector: { fields: [] } },
  TotpDetails: { periodMillis: '30000', parameters: [] },
  TotpParameters: { key: '<TOTP_KEY>', valueLength: 8 },
  TransitClass: { id: '3388000000012345678.transit' },
  OfferClass: { id: '3388000000012345678.offer-class' },
  OfferObject: { id: '3388000000012345678.offer-1', classId: '3388000000012345678.offer-class' },
};

export const minimal = (type: string): Record<string, unknown> => ({
  ...((minimalOf[type] as Record<string, unknown> | undefined) ?? {}),
});

export interface SpecField {
  name: string;
  /** 'string' | 'uri' | 'datetime' | 'number' | 'integer' | 'boolean', an enumeration or an object type. */
  type: string;
  array: boolean;
  nullable: boolean;
  required: boolean;
  deprecated: boolean;
  default?: string | boolean;
}

const FIELD = /^(\w+): (\w+)(\[\])?([?!])?(?: = (\w+))?( ~)?$/;

export function parseSpecField(line: string): SpecField {
  const m = FIELD.exec(line);
  if (!m) throw new Error(`Bad spec line: ${line}`);
  const [, name = '', type = '', array, mark, def, deprecated] = m;
  return {
    name,
    type,
    array: array !== undefined,
    nullable: mark === '?',
    required: mark === '!',
    deprecated: deprecated !== undefined,
    ...(def === undefined ? {} : { default: def === 'false' ? false : def }),
  };
}

/** Every field of every type, as `[type, field]` rows for it.each. */
export const specFieldRows: readonly (readonly [string, SpecField])[] = Object.entries(
  specTypes,
).flatMap(([type, lines]) => lines.map((line) => [type, parseSpecField(line)] as const));

const isEnum = (type: string) => type in enumSchemas;

/** A valid value of one element of a field's type. */
export function validElement(type: string): unknown {
  if (type === 'string') return 'text';
  if (type === 'uri') return 'https://example.com/x';
  if (type === 'datetime') return '2025-03-01T10:00:00Z';
  if (type === 'number') return 12.5;
  if (type === 'integer') return 3;
  if (type === 'boolean') return true;
  if (isEnum(type)) return enumSchemas[type as keyof typeof enumSchemas].options[0];
  return minimal(type);
}

export const validValue = (f: SpecField): unknown =>
  f.array ? [validElement(f.type)] : validElement(f.type);

/** Values of the wrong JSON type (or format) for one element of a field's type. */
export function wrongElements(type: string): unknown[] {
  if (type === 'string') return [123, true, {}];
  if (type === 'uri') return ['has space', '', 123];
  if (type === 'datetime') return ['2025-02-30T10:00:00', 1740823200000];
  if (type === 'number') return ['45.5', true];
  if (type === 'integer') return [1.5, '3'];
  if (type === 'boolean') return ['yes', 1, 'true'];
  if (isEnum(type)) return ['nope', 0];
  return ['text', 1, []];
}
