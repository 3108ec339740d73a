// Spec 2.8 OfferObject. https://developers.google.com/wallet/reference/rest/v1/offerobject
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { notificationSettingsForUpdatesSchema, stateSchema } from './enums';
import { imageSchema } from './image';
import { moduleFields } from './modules';
import { barcodeSchema, rotatingBarcodeSchema } from './barcode';
import { groupingInfoSchema, passConstraintsSchema, saveRestrictionsSchema } from './restrictions';
import { appLinkDataSchema } from './behaviour';
import { latLongPointSchema, timeIntervalSchema } from './common';
import { offerClassSchema } from './offerClass';

export const offerObjectSchema = z
  .strictObject({
    id: field(z.string(), {
      label: 'Object ID',
      help: 'Unique ID of this pass: your issuer ID, a dot, then your own suffix.',
      section: 'basics',
      placeholder: '3388000000012345678.offer-0001',
    }),
    classId: field(z.string(), {
      label: 'Class ID',
      help: 'ID of the offer class this pass belongs to.',
      section: 'basics',
      placeholder: '3388000000012345678.my-offer-class',
      suggestIssuerFrom: 'id',
    }),
    imageModulesData: moduleFields.imageModulesData,
    textModulesData: moduleFields.textModulesData,
    linksModuleData: moduleFields.linksModuleData,
    passConstraints: field(nullable(passConstraintsSchema), {
      label: 'Pass constraints',
      help: 'Screenshot and NFC restrictions.',
      section: 'restrictions',
    }),
    smartTapRedemptionValue: field(nullable(z.string()), {
      label: 'Smart Tap value',
      help: 'The value sent to the merchant’s terminal by Smart Tap.',
      section: 'barcode',
    }),
    barcode: field(nullable(barcodeSchema), {
      label: 'Barcode',
      help: 'The code scanned at redemption.',
      section: 'barcode',
    }),
    rotatingBarcode: field(nullable(rotatingBarcodeSchema), {
      label: 'Rotating barcode',
      help: 'A code that changes over time (QR code or PDF417).',
      section: 'barcode',
    }),
    groupingInfo: field(nullable(groupingInfoSchema), {
      label: 'Grouping',
      help: 'How the pass is grouped with others in the wallet.',
      section: 'restrictions',
    }),
    saveRestrictions: field(nullable(saveRestrictionsSchema), {
      label: 'Save restrictions',
      help: 'Who may save the pass.',
      section: 'restrictions',
    }),
    linkedObjectIds: field(nullable(z.array(z.string())), {
      label: 'Linked objects',
      help: 'IDs of other objects linked to this pass.',
      section: 'restrictions',
      widget: 'tokens',
      itemLabel: 'Object ID',
    }),
    valueAddedModuleData: moduleFields.valueAddedModuleData,
    messages: moduleFields.messages,
    appLinkData: field(nullable(appLinkDataSchema), {
      label: 'App link',
      help: 'A button on the card that opens your app or website.',
      section: 'modules',
    }),
    state: field(
      stateSchema.optional(),
      {
        label: 'State',
        help: 'Expired, inactive and completed passes show as expired.',
        section: 'validity',
      },
      { default: 'STATE_UNSPECIFIED' },
    ),
    hasUsers: field(nullable(z.boolean()), {
      label: 'Has users',
      help: 'Whether someone has saved the pass; set by Google.',
      section: 'validity',
      setByGoogle: true,
    }),
    validTimeInterval: field(nullable(timeIntervalSchema), {
      label: 'Validity period',
      help: 'When the offer is valid; the end shows as “Expires …”.',
      section: 'validity',
    }),
    hexBackgroundColor: field(nullable(z.string()), {
      label: 'Background colour',
      help: 'Card colour as #rrggbb or #rgb; wins over the class’s.',
      section: 'basics',
      widget: 'color',
      placeholder: '#1a73e8',
    }),
    classReference: field(nullable(offerClassSchema), {
      label: 'Offer class',
      help: 'A copy of the offer class, embedded in the object.',
      section: 'offerClass',
    }),
    locations: field(nullable(z.array(latLongPointSchema)), {
      label: 'Locations',
      help: 'Places where the offer is relevant.',
      section: 'locations',
      itemLabel: 'Location',
    }),
    hasLinkedDevice: field(
      z.boolean().optional(),
      {
        label: 'Linked to a device',
        help: 'Whether the pass is bound to one device; set by Google when a user saves it.',
        section: 'restrictions',
        setByGoogle: true,
      },
      { default: false },
    ),
    disableExpirationNotification: field(
      nullable(z.boolean()),
      {
        label: 'No expiration notification',
        help: 'Turns off the notification sent before the offer expires.',
        section: 'validity',
      },
      { default: false },
    ),
    heroImage: field(nullable(imageSchema), {
      label: 'Hero image',
      help: 'Full-width banner on the card; wins over the class’s.',
      section: 'basics',
    }),
    notifyPreference: field(
      notificationSettingsForUpdatesSchema.optional(),
      {
        label: 'Notify on updates',
        help: 'Whether the holder is notified when the pass is updated.',
        section: 'validity',
      },
      { default: 'NOTIFICATION_SETTINGS_FOR_UPDATES_UNSPECIFIED' },
    ),
    version: field(
      nullable(z.string()),
      { label: 'Version', help: 'Legacy version string; removed on export.', section: 'basics' },
      { deprecated: true },
    ),
    kind: field(
      z.string().optional(),
      {
        label: 'Kind',
        help: 'Legacy resource kind identifier; removed on export.',
        section: 'basics',
      },
      { deprecated: true },
    ),
  })
  .meta({ id: 'OfferObject' });

export type OfferObject = z.output<typeof offerObjectSchema>;
