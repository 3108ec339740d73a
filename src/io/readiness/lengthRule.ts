import { googleLengths } from '../googleLimits';
import { isRecord, type Segments } from '../walkDocument';
import { localizedValues } from './localizedValues';
import {
  codePoints,
  REFERENCE,
  resourcePage,
  type Finding,
  type ReadinessRule,
} from './readinessRule';

interface Limit {
  /** Type whose field this is. */
  on: string;
  /** Plain string field, or '' when only the localized one exists. */
  plain: string;
  localized: string;
  max: number;
  label: string;
  source: string;
  /** Google's own word for what happens above the limit. */
  truncated?: boolean;
}

const classPage = (typeName: string) => resourcePage(typeName);

/** Google's recommended maximum lengths (in characters; counted as code points). */
const LIMITS: readonly Limit[] = [
  ...['TransitClass', 'OfferClass'].map((on) => ({
    on,
    plain: 'issuerName',
    localized: 'localizedIssuerName',
    max: googleLengths.issuerName.max,
    label: 'Issuer name',
    source: classPage(on),
  })),
  {
    on: 'OfferClass',
    plain: 'title',
    localized: 'localizedTitle',
    max: googleLengths.offerTitle.max,
    label: 'Title',
    source: classPage('OfferClass'),
  },
  {
    on: 'OfferClass',
    plain: 'shortTitle',
    localized: 'localizedShortTitle',
    max: googleLengths.shortTitle.max,
    label: 'Short title',
    source: classPage('OfferClass'),
  },
  {
    on: 'OfferClass',
    plain: 'provider',
    localized: 'localizedProvider',
    max: googleLengths.provider.max,
    label: 'Provider',
    source: classPage('OfferClass'),
  },
  {
    on: 'Uri',
    plain: 'description',
    localized: 'localizedDescription',
    max: googleLengths.linkDescription.max,
    label: 'Link description',
    source: `${REFERENCE}/Uri`,
  },
  {
    on: 'AppLinkData',
    plain: '',
    localized: 'displayText',
    max: googleLengths.appLinkDisplayText.max,
    label: 'App link display text',
    source: `${REFERENCE}/AppLinkData`,
  },
  // The plain header and body have the spec's bounds (errors); their translations Google's.
  {
    on: 'TextModuleData',
    plain: '',
    localized: 'localizedHeader',
    max: googleLengths.textModuleHeader.max,
    label: 'Text module header',
    source: `${REFERENCE}/TextModuleData`,
  },
  {
    on: 'TextModuleData',
    plain: '',
    localized: 'localizedBody',
    max: googleLengths.textModuleBody.max,
    label: 'Text module body',
    source: `${REFERENCE}/TextModuleData`,
  },
  {
    on: 'ValueAddedModuleData',
    plain: '',
    localized: 'header',
    max: googleLengths.valueAddedHeader.max,
    label: 'Value-added module header',
    source: `${REFERENCE}/ValueAddedModuleData`,
    truncated: true,
  },
  {
    on: 'ValueAddedModuleData',
    plain: '',
    localized: 'body',
    max: googleLengths.valueAddedBody.max,
    label: 'Value-added module body',
    source: `${REFERENCE}/ValueAddedModuleData`,
    truncated: true,
  },
];

const LIMIT_TYPES = [...new Set(LIMITS.map((limit) => limit.on))];

function tooLong(limit: Limit, text: string, at: Segments, language?: unknown): Finding[] {
  // A text has no more code points than UTF-16 units: most are not counted at all.
  if (text.length <= limit.max) return [];
  const length = codePoints(text);
  if (length <= limit.max) return [];
  const which = typeof language === 'string' && language !== '' ? ` (${language})` : '';
  const what = limit.truncated
    ? `Google cuts it after ${limit.max} characters`
    : `Google recommends at most ${limit.max} so that it shows in full on small screens`;
  const kept = Array.from(text).slice(0, limit.max).join('').trimEnd();
  return [
    {
      segments: at,
      message: `${limit.label}${which} has ${length} characters; ${what}`,
      source: limit.source,
      fix: {
        name: `Shorten it to ${limit.max} characters`,
        changes: [{ op: 'replace', segments: at, value: kept }],
      },
    },
  ];
}

export const lengthRule: ReadinessRule = {
  id: 'google.length',
  title:
    'Recommended display lengths in characters (issuer name 20, offer title 60, short title 20, provider 12, link description 20, app link text 30, translated text module header 35 and body 500, value-added header 60 and body 50), for every translation too',
  source: `${REFERENCE}/Uri`,
  also: [
    classPage('TransitClass'),
    classPage('OfferClass'),
    `${REFERENCE}/AppLinkData`,
    `${REFERENCE}/TextModuleData`,
    `${REFERENCE}/ValueAddedModuleData`,
  ],
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType(...LIMIT_TYPES).flatMap(({ node, value, segments }) => {
      if (!isRecord(value)) return [];
      return LIMITS.filter((limit) => limit.on === node.typeName).flatMap((limit) => [
        ...(limit.plain && typeof value[limit.plain] === 'string'
          ? tooLong(limit, value[limit.plain] as string, [...segments, limit.plain])
          : []),
        ...localizedValues(value[limit.localized], [...segments, limit.localized]).flatMap(
          (entry) => tooLong(limit, entry.text, entry.segments, entry.language),
        ),
      ]);
    }),
};
