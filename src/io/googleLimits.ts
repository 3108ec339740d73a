/**
 * What Google Wallet displays, in one place: the preview cuts and hides by these numbers and the
 * readiness checks warn by them. Lengths count Unicode code points (docs/decisions.md, Validation 3).
 * Each entry names the Google page whose field description states it.
 */

const reference = 'https://developers.google.com/wallet/reference/rest/v1';

export interface GoogleLimit {
  readonly max: number;
  /** What is limited, in words: "issuer name". */
  readonly what: string;
  readonly source: string;
}

/** Recommended display lengths "to ensure the full string is displayed on smaller screens". */
export const googleLengths = {
  issuerName: {
    max: 20,
    what: 'issuer name',
    source: `${reference}/transitclass#TransitClass.FIELDS.issuer_name`,
  },
  offerTitle: {
    max: 60,
    what: 'offer title',
    source: `${reference}/offerclass#OfferClass.FIELDS.title`,
  },
  shortTitle: {
    max: 20,
    what: 'short title',
    source: `${reference}/offerclass#OfferClass.FIELDS.short_title`,
  },
  provider: {
    max: 12,
    what: 'provider',
    source: `${reference}/offerclass#OfferClass.FIELDS.provider`,
  },
  linkDescription: {
    max: 20,
    what: 'link description',
    source: `${reference}/Uri#Uri.FIELDS.description`,
  },
  appLinkDisplayText: {
    max: 30,
    what: 'app link display text',
    source: `${reference}/AppLinkData#AppLinkData.FIELDS.display_text`,
  },
  /** A bound of the spec for the plain header; Google's recommendation for each translation. */
  textModuleHeader: {
    max: 35,
    what: 'text module header',
    source: `${reference}/TextModuleData#TextModuleData.FIELDS.localized_header`,
  },
  textModuleBody: {
    max: 500,
    what: 'text module body',
    source: `${reference}/TextModuleData#TextModuleData.FIELDS.localized_body`,
  },
  /** "Character limit is 60 and longer strings will be truncated." */
  valueAddedHeader: {
    max: 60,
    what: 'value-added module header',
    source: `${reference}/ValueAddedModuleData#ValueAddedModuleData.FIELDS.header`,
  },
  /** "Character limit is 50 and longer strings will be truncated." */
  valueAddedBody: {
    max: 50,
    what: 'value-added module body',
    source: `${reference}/ValueAddedModuleData#ValueAddedModuleData.FIELDS.body`,
  },
} as const satisfies Record<string, GoogleLimit>;

/** Google's proto stores these numbers as int32 ("format": "int32" in its API description). */
export const googleInt32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** How many of a list Google displays (or accepts), per class and per object unless noted. */
export const googleCounts = {
  textModules: {
    max: 10,
    what: 'text modules',
    source: `${reference}/offerobject#OfferObject.FIELDS.text_modules_data`,
  },
  imageModules: {
    max: 1,
    what: 'image modules',
    source: `${reference}/offerobject#OfferObject.FIELDS.image_modules_data`,
  },
  messages: {
    max: 10,
    what: 'messages',
    source: `${reference}/offerobject#OfferObject.FIELDS.messages`,
  },
  /** Class and object together, object first. */
  valueAddedModules: {
    max: 15,
    what: 'value-added modules',
    source: `${reference}/offerobject#OfferObject.FIELDS.value_added_module_data`,
  },
  cardRows: {
    max: 3,
    what: 'card rows',
    source: `${reference}/ClassTemplateInfo#CardTemplateOverride.FIELDS.card_row_template_infos`,
  },
} as const satisfies Record<string, GoogleLimit>;

const offers = 'https://developers.google.com/wallet/retail/offers';

/** Google's numbers for a pass over time: when it expires, when and how often it notifies. */
export const googleTimes = {
  /** "A default notification is triggered 48 hours before an offer expires." */
  expiryNotificationLead: {
    hours: 48,
    source: `${offers}/use-cases/offer-expiration-notification`,
  },
  /** "Between 10PM and 6AM at the user's local time, [it] appears either before or after." */
  quietHours: {
    from: 22,
    to: 6,
    source: `${offers}/use-cases/offer-expiration-notification#blackout_hours`,
  },
  /** A custom time "can be set up to 30 days prior"; earlier, "the notification triggers at the 30 day mark". */
  customExpiryNotificationMax: {
    days: 30,
    source: `${offers}/use-cases/offer-expiration-notification#custom_offer_expiration_notification_time`,
  },
  /** "A maximum of 3 messages that trigger a push notification in a 24 hour period" (message and update notifications). */
  notificationBudget: {
    max: 3,
    hours: 24,
    source: `${offers}/use-cases/trigger-push-notifications`,
  },
  /** After validTimeInterval.end "the pass moves to 'Expired passes' anytime up to 24 hours after". */
  expiredListDelay: {
    hours: 24,
    source: `${offers}/use-cases/expired-passes`,
  },
} as const;
