// Spec 2.5: the fields TransitClass and OfferClass share, in the spec's order.
// https://developers.google.com/wallet/reference/rest/v1/transitclass
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import {
  multipleDevicesAndHoldersAllowedStatusSchema,
  notificationSettingsForUpdatesSchema,
  viewUnlockRequirementSchema,
} from './enums';
import { imageSchema } from './image';
import { localizedStringSchema } from './localizedString';
import { infoModuleDataSchema, moduleFields } from './modules';
import {
  appLinkDataSchema,
  callbackOptionsSchema,
  reviewSchema,
  securityAnimationSchema,
} from './behaviour';
import { classTemplateInfoSchema } from './template';
import { latLongPointSchema, uriSchema } from './common';

export const classFields = {
  id: field(z.string(), {
    label: 'Class ID',
    help: 'Unique ID of the class: your issuer ID, a dot, then your own suffix.',
    section: 'basics',
    placeholder: '3388000000012345678.my-class',
  }),
  classTemplateInfo: field(nullable(classTemplateInfoSchema), {
    label: 'Template',
    help: 'Which fields the card, details screen and list row show.',
    section: 'template',
    widget: 'template',
  }),
  imageModulesData: moduleFields.imageModulesData,
  textModulesData: moduleFields.textModulesData,
  linksModuleData: moduleFields.linksModuleData,
  enableSmartTap: field(nullable(z.boolean()), {
    label: 'Smart Tap',
    help: 'Whether the pass supports Smart Tap (NFC) redemption.',
    section: 'behaviour',
  }),
  redemptionIssuers: field(nullable(z.array(z.string())), {
    label: 'Redemption issuers',
    help: 'Issuer IDs of the merchants allowed to redeem the pass by Smart Tap.',
    section: 'behaviour',
    widget: 'tokens',
    itemLabel: 'Issuer ID',
  }),
  securityAnimation: field(nullable(securityAnimationSchema), {
    label: 'Security animation',
    help: 'An animation on the details screen that shows the pass is genuine.',
    section: 'behaviour',
  }),
  multipleDevicesAndHoldersAllowedStatus: field(
    multipleDevicesAndHoldersAllowedStatusSchema.optional(),
    {
      label: 'Devices and holders',
      help: 'Whether the pass may be used on several devices or by several people.',
      section: 'behaviour',
    },
    { default: 'STATUS_UNSPECIFIED' },
  ),
  callbackOptions: field(nullable(callbackOptionsSchema), {
    label: 'Callbacks',
    help: 'Where Google notifies you when a pass is saved or deleted.',
    section: 'behaviour',
  }),
  viewUnlockRequirement: field(
    viewUnlockRequirementSchema.optional(),
    {
      label: 'Unlock to view',
      help: 'Whether the phone must be unlocked to show the pass.',
      section: 'behaviour',
    },
    { default: 'VIEW_UNLOCK_REQUIREMENT_UNSPECIFIED' },
  ),
  messages: moduleFields.messages,
  appLinkData: field(nullable(appLinkDataSchema), {
    label: 'App link',
    help: 'A button on the card that opens your app or website.',
    section: 'behaviour',
  }),
  valueAddedModuleData: moduleFields.valueAddedModuleData,
  hexBackgroundColor: field(nullable(z.string()), {
    label: 'Background colour',
    help: 'Card colour as #rrggbb or #rgb.',
    section: 'basics',
    widget: 'color',
    placeholder: '#1a73e8',
  }),
  issuerName: field(nullable(z.string()), {
    label: 'Issuer name',
    help: 'Your organisation’s name, shown in the card header.',
    section: 'basics',
  }),
  homepageUri: field(nullable(uriSchema), {
    label: 'Homepage',
    help: 'Your website, shown among the links.',
    section: 'modules',
  }),
  review: field(nullable(reviewSchema), {
    label: 'Review comments',
    help: 'Google’s comments on its review of the class; Google writes them, you read them.',
    section: 'basics',
    setByGoogle: true,
  }),
  countryCode: field(nullable(z.string()), {
    label: 'Country code',
    help: 'ISO 3166-1 alpha-2 code of the country the pass is used in, such as DE.',
    section: 'basics',
  }),
  localizedIssuerName: field(nullable(localizedStringSchema), {
    label: 'Localized issuer name',
    help: 'Issuer name in several languages; wins over the issuer name.',
    section: 'basics',
  }),
  heroImage: field(nullable(imageSchema), {
    label: 'Hero image',
    help: 'Full-width banner on the card, ideally 1032×336.',
    section: 'images',
  }),
  notifyPreference: field(
    notificationSettingsForUpdatesSchema.optional(),
    {
      label: 'Notify on updates',
      help: 'Whether holders are notified when the pass is updated.',
      section: 'behaviour',
    },
    { default: 'NOTIFICATION_SETTINGS_FOR_UPDATES_UNSPECIFIED' },
  ),
  wordMark: field(
    nullable(z.array(imageSchema)),
    {
      label: 'Word mark',
      help: 'Legacy images; removed on export.',
      section: 'images',
      itemLabel: 'Image',
    },
    { deprecated: true },
  ),
  infoModuleData: field(
    nullable(infoModuleDataSchema),
    {
      label: 'Info module',
      help: 'Legacy label/value rows; removed on export.',
      section: 'modules',
    },
    { deprecated: true },
  ),
  locations: field(
    nullable(latLongPointSchema),
    { label: 'Location', help: 'Legacy single location; removed on export.', section: 'behaviour' },
    { deprecated: true },
  ),
  allowMultipleUsersPerObject: field(
    z.boolean().optional(),
    {
      label: 'Multiple users per object',
      help: 'Legacy; use “Devices and holders”. Removed on export.',
      section: 'behaviour',
    },
    { deprecated: true, default: false },
  ),
  version: field(
    nullable(z.string()),
    { label: 'Version', help: 'Legacy version string; removed on export.', section: 'basics' },
    { deprecated: true },
  ),
};
