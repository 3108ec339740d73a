/**
 * The preset dictionary of a v2 review link (deflate's own feature, RFC 1951 §3.2.5 via zlib's
 * setDictionary): the property names and enum values of the three resources, the commonest last
 * (nearest the data, cheapest to refer to). A pass's JSON refers into it instead of spelling each
 * name out, which takes a quarter off the link.
 *
 * Frozen: every v2 link ever made is inflated with exactly these bytes. A field added to the
 * schema later needs no entry (it is spelt out, as every value is); a different dictionary is a
 * new prefix.
 */
const words = `
  "logo": "wideLogo": "watermark": "transitOperatorName": "transitType":
  "TRANSIT_TYPE_UNSPECIFIED" "BUS" "RAIL" "TRAM" "FERRY" "OTHER" "languageOverride":
  "enableSingleLegItinerary": "activationOptions": "activationUrl": "allowReactivation":
  "customTransitTerminusNameLabel": "customTicketNumberLabel": "customRouteRestrictionsLabel":
  "customRouteRestrictionsDetailsLabel": "customTimeRestrictionsLabel":
  "customOtherRestrictionsLabel": "customPurchaseReceiptNumberLabel":
  "customConfirmationCodeLabel": "customPurchaseFaceValueLabel": "customPurchasePriceLabel":
  "customDiscountMessageLabel": "customCarriageLabel": "customSeatLabel": "customCoachLabel":
  "customPlatformLabel": "customZoneLabel": "customFareClassLabel":
  "customConcessionCategoryLabel": "customFareNameLabel": "classId": "passConstraints":
  "screenshotEligibility": "SCREENSHOT_ELIGIBILITY_UNSPECIFIED" "ELIGIBLE" "INELIGIBLE"
  "nfcConstraint": "NFC_CONSTRAINT_UNSPECIFIED" "BLOCK_PAYMENT" "BLOCK_CLOSED_LOOP_TRANSIT"
  "smartTapRedemptionValue": "barcode": "rotatingBarcode": "valuePattern": "totpDetails":
  "periodMillis": "algorithm": "TOTP_ALGORITHM_UNSPECIFIED" "TOTP_SHA1" "parameters": "key":
  "valueLength": "groupingInfo": "groupingId": "saveRestrictions": "restrictToEmailSha256":
  "linkedObjectIds": "state": "STATE_UNSPECIFIED" "ACTIVE" "COMPLETED" "EXPIRED" "INACTIVE"
  "hasUsers": "validTimeInterval": "classReference": "hasLinkedDevice":
  "disableExpirationNotification": "localizedTitle": "shortTitle": "localizedShortTitle":
  "redemptionChannel": "REDEMPTION_CHANNEL_UNSPECIFIED" "INSTORE" "ONLINE" "BOTH"
  "TEMPORARY_PRICE_REDUCTION" "provider": "localizedProvider": "titleImage": "wideTitleImage":
  "details": "localizedDetails": "finePrint": "localizedFinePrint": "helpUri": "type":
  "BARCODE_TYPE_UNSPECIFIED" "AZTEC" "CODE_39" "CODE_128" "CODABAR" "DATA_MATRIX" "EAN_8" "EAN_13"
  "ITF_14" "PDF_417" "QR_CODE" "UPC_A" "TEXT_ONLY" "renderEncoding": "RENDER_ENCODING_UNSPECIFIED"
  "UTF_8" "alternateText": "showCodeText": "classTemplateInfo": "cardBarcodeSectionDetails":
  "firstTopDetail": "firstBottomDetail": "secondTopDetail": "cardTemplateOverride":
  "cardRowTemplateInfos": "oneItem": "twoItems": "threeItems": "middleItem":
  "detailsTemplateOverride": "detailsItemInfos": "listTemplateOverride": "firstRowOption":
  "transitOption": "TRANSIT_OPTION_UNSPECIFIED" "ORIGIN_AND_DESTINATION_NAMES"
  "ORIGIN_AND_DESTINATION_CODES" "ORIGIN_NAME" "fieldOption": "secondRowOption": "thirdRowOption":
  "enableSmartTap": "redemptionIssuers": "securityAnimation": "animationType":
  "ANIMATION_UNSPECIFIED" "FOIL_SHIMMER" "multipleDevicesAndHoldersAllowedStatus":
  "STATUS_UNSPECIFIED" "MULTIPLE_HOLDERS" "ONE_USER_ALL_DEVICES" "ONE_USER_ONE_DEVICE"
  "callbackOptions": "url": "updateRequestUrl": "viewUnlockRequirement":
  "VIEW_UNLOCK_REQUIREMENT_UNSPECIFIED" "UNLOCK_NOT_REQUIRED" "UNLOCK_REQUIRED_TO_VIEW"
  "issuerName": "homepageUri": "review": "comments": "countryCode": "localizedIssuerName":
  "wordMark": "infoModuleData": "labelValueRows": "columns": "label": "localizedLabel":
  "localizedValue": "showLastUpdateTime": "allowMultipleUsersPerObject": "reviewStatus":
  "REVIEW_STATUS_UNSPECIFIED" "UNDER_REVIEW" "APPROVED" "REJECTED" "DRAFT" "imageModulesData":
  "mainImage": "textModulesData": "linksModuleData": "uris": "messages": "messageType":
  "MESSAGE_TYPE_UNSPECIFIED" "TEXT" "TEXT_AND_NOTIFY" "EXPIRATION_NOTIFICATION" "appLinkData":
  "androidAppLinkInfo": "iosAppLinkInfo": "webAppLinkInfo": "displayText": "valueAddedModuleData":
  "image": "viewConstraints": "hexBackgroundColor": "heroImage": "notifyPreference":
  "NOTIFICATION_SETTINGS_FOR_UPDATES_UNSPECIFIED" "NOTIFY_ON_UPDATE" "locations": "latitude":
  "longitude": "version": "sortIndex": "item": "startItem": "endItem": "localizedHeader":
  "localizedBody": "displayInterval": "fieldSelector": "start": "end": "header": "body":
  "appLogoImage": "appTarget": "targetUri": "packageName": "title": "date": "firstValue":
  "secondValue": "predefinedItem": "PREDEFINED_ITEM_UNSPECIFIED"
  "FREQUENT_FLYER_PROGRAM_NAME_AND_NUMBER" "FLIGHT_NUMBER_AND_OPERATING_FLIGHT_NUMBER"
  "sourceUri": "contentDescription": "id": "localizedDescription": "uri": "fields": "fieldPath":
  "dateFormat": "DATE_FORMAT_UNSPECIFIED" "DATE_TIME" "DATE_ONLY" "TIME_ONLY" "DATE_TIME_YEAR"
  "DATE_YEAR" "description": "translatedValues": "defaultValue": "language": "value": "kind":
  "pairedClass": "settings": "preview": "document":
`;

let bytes: Uint8Array | undefined;

/** The dictionary's bytes, made on first use (a module that only names the QR limit pays nothing). */
export function shareDictionary(): Uint8Array {
  return (bytes ??= new TextEncoder().encode(words.replace(/\s+/g, '')));
}
