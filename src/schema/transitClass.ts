// Spec 2.6 TransitClass. https://developers.google.com/wallet/reference/rest/v1/transitclass
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { reviewStatusSchema, transitTypeSchema } from './enums';
import { imageSchema } from './image';
import { localizedStringSchema } from './localizedString';
import { uriString } from './primitives';
import { classFields } from './classFields';

export const activationOptionsSchema = z
  .strictObject({
    activationUrl: field(nullable(uriString()), {
      label: 'Activation URL',
      help: 'HTTPS address Google calls to activate the pass.',
      widget: 'uri',
    }),
    allowReactivation: field(
      z.boolean().optional(),
      { label: 'Allow reactivation', help: 'Whether the pass can be activated again.' },
      { default: false },
    ),
  })
  .meta({ id: 'ActivationOptions' });

// The 19 custom labels rename the labels of object values wherever they show.
const label = (name: string, shows: string) =>
  field(nullable(localizedStringSchema), {
    label: name,
    help: `Replaces the label “${shows}” on the pass.`,
    section: 'labels',
  });

export const transitClassSchema = z
  .strictObject({
    ...classFields,
    logo: field(nullable(imageSchema), {
      label: 'Logo',
      help: 'Round logo in the card header, next to the issuer name.',
      section: 'images',
    }),
    wideLogo: field(nullable(imageSchema), {
      label: 'Wide logo',
      help: 'Replaces logo and issuer name in the card header.',
      section: 'images',
    }),
    watermark: field(nullable(imageSchema), {
      label: 'Watermark',
      help: 'Watermark image of the pass.',
      section: 'images',
    }),
    transitOperatorName: field(nullable(localizedStringSchema), {
      label: 'Transit operator',
      help: 'Name of the operator running the service.',
      section: 'basics',
    }),
    transitType: field(
      transitTypeSchema.optional(),
      { label: 'Transit type', help: 'Bus, rail, tram, ferry or other.', section: 'basics' },
      { default: 'TRANSIT_TYPE_UNSPECIFIED' },
    ),
    languageOverride: field(nullable(z.string()), {
      label: 'Language override',
      help: 'BCP 47 tag of the language the pass is always shown in.',
      section: 'basics',
      widget: 'languageTag',
    }),
    enableSingleLegItinerary: field(
      z.boolean().optional(),
      {
        label: 'Single-leg itinerary',
        help: 'Shows the itinerary block for a single-leg trip too.',
        section: 'behaviour',
      },
      { default: false },
    ),
    activationOptions: field(nullable(activationOptionsSchema), {
      label: 'Activation',
      help: 'An activation button for passes that must be activated before use.',
      section: 'behaviour',
    }),
    reviewStatus: field(nullable(reviewStatusSchema), {
      label: 'Review status',
      help: 'Yours to set: Draft while you work on the class, Under review when it is ready. Google then sets Approved or Rejected.',
      section: 'basics',
    }),
    customTransitTerminusNameLabel: label('Terminus name label', 'Terminus'),
    customTicketNumberLabel: label('Ticket number label', 'Ticket number'),
    customRouteRestrictionsLabel: label('Route restrictions label', 'Route restrictions'),
    customRouteRestrictionsDetailsLabel: label(
      'Route restriction details label',
      'Route restriction details',
    ),
    customTimeRestrictionsLabel: label('Time restrictions label', 'Time restrictions'),
    customOtherRestrictionsLabel: label('Other restrictions label', 'Other restrictions'),
    customPurchaseReceiptNumberLabel: label('Receipt number label', 'Receipt number'),
    customConfirmationCodeLabel: label('Confirmation code label', 'Confirmation code'),
    customPurchaseFaceValueLabel: label('Face value label', 'Face value'),
    customPurchasePriceLabel: label('Purchase price label', 'Purchase price'),
    customDiscountMessageLabel: label('Discount message label', 'Discount message'),
    customCarriageLabel: label('Carriage label', 'Carriage'),
    customSeatLabel: label('Seat label', 'Seat'),
    customCoachLabel: label('Coach label', 'Coach'),
    customPlatformLabel: label('Platform label', 'Platform'),
    customZoneLabel: label('Zone label', 'Zone'),
    customFareClassLabel: label('Fare class label', 'Fare class'),
    customConcessionCategoryLabel: label('Concession category label', 'Concession category'),
    customFareNameLabel: label('Fare name label', 'Fare name'),
  })
  .meta({ id: 'TransitClass' });

export type TransitClass = z.output<typeof transitClassSchema>;
