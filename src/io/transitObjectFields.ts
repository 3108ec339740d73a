// Object-side paths a transit class's template may name. The class editor has no TransitObject in
// front of it, so these come from Google's TransitObject reference, not from the document:
// https://developers.google.com/wallet/reference/rest/v1/transitobject
// The template editor suggests them and the preview's sample trip answers every one of them.

/** A field of Google's TransitObject that card templates commonly show. */
export interface TransitObjectField {
  /** Dot path below `object.`. */
  path: string;
  label: string;
}

/** Short on purpose: the picker still accepts any typed path. */
export const transitObjectFields: readonly TransitObjectField[] = [
  { path: 'ticketNumber', label: 'Ticket number' },
  { path: 'passengerNames', label: 'Passenger names' },
  { path: 'tripId', label: 'Trip ID' },
  { path: 'tripType', label: 'Trip type' },
  { path: 'ticketLeg.originName', label: 'Origin name' },
  { path: 'ticketLeg.originStationCode', label: 'Origin station code' },
  { path: 'ticketLeg.destinationName', label: 'Destination name' },
  { path: 'ticketLeg.destinationStationCode', label: 'Destination station code' },
  { path: 'ticketLeg.departureDateTime', label: 'Departure date and time' },
  { path: 'ticketLeg.arrivalDateTime', label: 'Arrival date and time' },
  { path: 'ticketLeg.fareName', label: 'Fare name' },
  { path: 'ticketLeg.platform', label: 'Platform' },
  { path: 'ticketLeg.zone', label: 'Travel zone' },
  { path: 'ticketLeg.carriage', label: 'Carriage' },
  { path: 'ticketLeg.ticketSeat.coach', label: 'Coach' },
  { path: 'ticketLeg.ticketSeat.seat', label: 'Seat' },
  { path: 'purchaseDetails.confirmationCode', label: 'Confirmation code' },
  { path: 'purchaseDetails.purchaseDateTime', label: 'Purchase date and time' },
  { path: 'purchaseDetails.ticketCost.purchasePrice', label: 'Purchase price' },
  { path: 'validTimeInterval.start', label: 'Valid from' },
  { path: 'validTimeInterval.end', label: 'Valid until' },
  { path: 'barcode.value', label: 'Barcode value' },
];

/**
 * Every field of Google's TransitObject (its reference's JSON representation), for telling a
 * transit object's field from an offer object's: https://developers.google.com/wallet/reference/rest/v1/transitobject
 */
export const transitObjectKeys: ReadonlySet<string> = new Set([
  'classReference',
  'ticketNumber',
  'passengerType',
  'passengerNames',
  'tripId',
  'ticketStatus',
  'customTicketStatus',
  'concessionCategory',
  'customConcessionCategory',
  'ticketRestrictions',
  'purchaseDetails',
  'ticketLeg',
  'ticketLegs',
  'hexBackgroundColor',
  'tripType',
  'id',
  'classId',
  'version',
  'state',
  'barcode',
  'messages',
  'validTimeInterval',
  'locations',
  'hasUsers',
  'smartTapRedemptionValue',
  'hasLinkedDevice',
  'disableExpirationNotification',
  'infoModuleData',
  'imageModulesData',
  'textModulesData',
  'linksModuleData',
  'appLinkData',
  'activationStatus',
  'rotatingBarcode',
  'deviceContext',
  'heroImage',
  'groupingInfo',
  'passConstraints',
  'saveRestrictions',
  'linkedObjectIds',
  'notifyPreference',
  'valueAddedModuleData',
  'merchantLocations',
]);
