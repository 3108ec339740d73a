import { isRecord } from '../walkDocument';
import { localizedValues } from './localizedValues';
import {
  enumShown,
  enumUpper,
  LEVELS,
  REFERENCE,
  resourcePage,
  type ReadinessRule,
} from './readinessRule';

/** Fields Google's reference marks "Required", per resource; `classReference` is an OfferClass. */
const REQUIRED: Record<string, readonly string[]> = {
  TransitClass: ['issuerName', 'reviewStatus', 'transitType', 'logo'],
  OfferClass: ['issuerName', 'title', 'provider', 'redemptionChannel', 'reviewStatus'],
  OfferObject: ['state'],
};

/** Review status is the issuer's to set until Google reviews the class. */
const REVIEW_STATUS_HINT =
  'pick Draft while you work on it, or Under review when it is ready (Google then sets Approved or Rejected)';

function missing(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return enumUpper(value)?.endsWith('_UNSPECIFIED') === true;
}

export const requiredRule: ReadinessRule = {
  id: 'google.required',
  title: 'Fields Google marks Required are set (an *_UNSPECIFIED value counts as missing)',
  source: resourcePage('TransitClass'),
  also: [resourcePage('OfferClass'), resourcePage('OfferObject')],
  scope: 'level',
  check: ({ ofType }) =>
    ofType(...LEVELS).flatMap(({ node, value, segments }) => {
      const typeName = node.typeName;
      if (!typeName || !LEVELS.has(typeName) || typeof value !== 'object' || value === null) {
        return [];
      }
      const record = value as Record<string, unknown>;
      return (REQUIRED[typeName] ?? [])
        .filter((key) => missing(record[key]))
        .map((key) => {
          const label = node.children?.find((child) => child.key === key)?.label ?? key;
          const set = record[key] !== undefined && record[key] !== null && record[key] !== '';
          return {
            segments: [...segments, key],
            message: `Google requires ${label} on ${article(typeName)}; ${set ? `${enumShown(record[key])} counts as not set, and ` : ''}${key === 'reviewStatus' ? REVIEW_STATUS_HINT : 'insert is refused without it'}`,
            source: resourcePage(typeName),
          };
        });
    }),
};

function article(typeName: string): string {
  const words = typeName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return /^[aeiou]/.test(words) ? `an ${words}` : `a ${words}`;
}

/** Types inside a pass whose fields Google's reference marks required, with its words. */
const REQUIRED_INSIDE: Record<string, { keys: readonly string[]; says: string; name: string }> = {
  ValueAddedModuleData: {
    keys: ['header', 'uri'],
    says: '“Required fields are header and uri”',
    name: 'a value-added module',
  },
};

/** A LocalizedString without a word in it, or an absent or empty string. */
function unset(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'object') return false;
  const texts = localizedValues(value, []);
  return texts.length === 0 || texts.every((entry) => entry.text.trim() === '');
}

export const requiredInsideRule: ReadinessRule = {
  id: 'google.required.inside',
  title: 'Fields Google marks required inside a type are set (a value-added module’s header and link)',
  source: `${REFERENCE}/ValueAddedModuleData`,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType(...Object.keys(REQUIRED_INSIDE)).flatMap(({ node, value, segments }) => {
      const required = node.typeName ? REQUIRED_INSIDE[node.typeName] : undefined;
      if (!required || !isRecord(value)) return [];
      return required.keys
        .filter((key) => unset(value[key]))
        .map((key) => {
          const label = node.children?.find((child) => child.key === key)?.label ?? key;
          return {
            segments: [...segments, key],
            message: `Google requires ${label} on ${required.name} (${required.says}); without it Google may refuse the pass or leave the module out`,
          };
        });
    }),
};
