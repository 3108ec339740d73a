// Spec 2.7 OfferClass, embedded in an offer object as classReference.
// https://developers.google.com/wallet/reference/rest/v1/offerclass
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { redemptionChannelSchema, reviewStatusSchema } from './enums';
import { imageSchema } from './image';
import { localizedStringSchema } from './localizedString';
import { classFields } from './classFields';
import { uriSchema } from './common';

const text = (label: string, help: string, section: 'basics' | 'modules', multiline = false) =>
  field(nullable(z.string()), {
    label,
    help,
    section,
    ...(multiline ? { widget: 'multiline' } : {}),
  });
const localized = (label: string, help: string, section: 'basics' | 'modules') =>
  field(nullable(localizedStringSchema), { label, help, section });

export const offerClassSchema = z
  .strictObject({
    ...classFields,
    reviewStatus: field(
      reviewStatusSchema.optional(),
      {
        label: 'Review status',
        help: 'Yours to set: Draft while you work on the class, Under review when it is ready. Google then sets Approved or Rejected.',
        section: 'basics',
      },
      { default: 'REVIEW_STATUS_UNSPECIFIED' },
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
    title: text('Title', 'The offer, such as “20% off one purchase”.', 'basics'),
    localizedTitle: localized(
      'Localized title',
      'Translated title; wins over the title.',
      'basics',
    ),
    shortTitle: text('Short title', 'A shorter title for small spaces.', 'basics'),
    localizedShortTitle: localized('Localized short title', 'Translated short title.', 'basics'),
    redemptionChannel: field(
      redemptionChannelSchema.optional(),
      { label: 'Redemption channel', help: 'Where the offer can be redeemed.', section: 'basics' },
      { default: 'REDEMPTION_CHANNEL_UNSPECIFIED' },
    ),
    provider: text('Provider', 'Who provides the offer, shown as “From …”.', 'basics'),
    localizedProvider: localized('Localized provider', 'Translated provider.', 'basics'),
    titleImage: field(nullable(imageSchema), {
      label: 'Title image',
      help: 'Round logo in the card header.',
      section: 'images',
    }),
    wideTitleImage: field(nullable(imageSchema), {
      label: 'Wide title image',
      help: 'Replaces the title image and issuer name in the header.',
      section: 'images',
    }),
    details: text('Details', 'Details of the offer, on the details screen.', 'modules', true),
    localizedDetails: localized('Localized details', 'Translated details.', 'modules'),
    finePrint: text('Fine print', 'Terms and conditions of the offer.', 'modules', true),
    localizedFinePrint: localized(
      'Localized fine print',
      'Translated terms and conditions.',
      'modules',
    ),
    helpUri: field(nullable(uriSchema), {
      label: 'Help link',
      help: 'Where holders get help with the offer.',
      section: 'modules',
    }),
  })
  .meta({ id: 'OfferClass' });

export type OfferClass = z.output<typeof offerClassSchema>;
