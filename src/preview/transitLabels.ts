import type { Json } from './read';
import { localize } from './localize';

/** Object paths (dot form, ids dropped) renamed by a TransitClass `custom*Label`, with our defaults. */
const customLabels: Readonly<Record<string, readonly [field: string, fallback: string]>> = {
  'ticketLeg.carriage': ['customCarriageLabel', 'Carriage'],
  'ticketLeg.ticketSeat.coach': ['customCoachLabel', 'Coach'],
  'ticketLeg.ticketSeat.seat': ['customSeatLabel', 'Seat'],
  'ticketLeg.ticketSeat.fareClass': ['customFareClassLabel', 'Class'],
  'ticketLeg.platform': ['customPlatformLabel', 'Platform'],
  'ticketLeg.zone': ['customZoneLabel', 'Zone'],
  'ticketLeg.fareName': ['customFareNameLabel', 'Fare'],
  'ticketLeg.transitTerminusName': ['customTransitTerminusNameLabel', 'Terminus'],
  ticketNumber: ['customTicketNumberLabel', 'Ticket number'],
  concessionCategory: ['customConcessionCategoryLabel', 'Concession'],
  'purchaseDetails.confirmationCode': ['customConfirmationCodeLabel', 'Confirmation code'],
  'purchaseDetails.purchaseReceiptNumber': ['customPurchaseReceiptNumberLabel', 'Receipt number'],
  'purchaseDetails.ticketCost.faceValue': ['customPurchaseFaceValueLabel', 'Face value'],
  'purchaseDetails.ticketCost.purchasePrice': ['customPurchasePriceLabel', 'Price'],
  'purchaseDetails.purchasePrice': ['customPurchasePriceLabel', 'Price'],
  'purchaseDetails.ticketCost.discountMessage': ['customDiscountMessageLabel', 'Discount'],
  'ticketRestrictions.routeRestrictions': ['customRouteRestrictionsLabel', 'Route restrictions'],
  'ticketRestrictions.routeRestrictionsDetails': [
    'customRouteRestrictionsDetailsLabel',
    'Route details',
  ],
  'ticketRestrictions.timeRestrictions': ['customTimeRestrictionsLabel', 'Time restrictions'],
  'ticketRestrictions.otherRestrictions': ['customOtherRestrictionsLabel', 'Other restrictions'],
};

const plainLabels: Readonly<Record<string, string>> = {
  passengerNames: 'Passenger',
  tripType: 'Trip',
  'ticketLeg.originName': 'From',
  'ticketLeg.destinationName': 'To',
  'ticketLeg.originStationCode': 'From',
  'ticketLeg.destinationStationCode': 'To',
  'ticketLeg.departureDateTime': 'Departs',
  'validTimeInterval.start': 'Valid from',
  'validTimeInterval.end': 'Expires',
  issuerName: 'Issuer',
  provider: 'Provider',
  title: 'Offer',
  details: 'Details',
  finePrint: 'Terms',
  'linksModuleData.uris': 'Link',
  textModulesData: 'Text',
  imageModulesData: 'Image',
};

/** The class field that renames the value at `path` (a transit object path), if any. */
export function customLabelField(path: string): string | undefined {
  return customLabels[path]?.[0];
}

/**
 * The label shown for a value at `path` (dot form): the class's custom label in the viewer's
 * language, else our English default, else the last property in words.
 */
export function labelFor(
  path: string,
  transitClass: Json | undefined,
  language: string | null,
): string {
  const custom = customLabels[path];
  if (custom) return localize(transitClass?.[custom[0]], language) ?? custom[1];
  if (plainLabels[path]) return plainLabels[path];
  const last = path.split('.').pop() ?? path;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
