import { enumShown, enumUpper, LEVELS, resourcePage, type ReadinessRule } from './readinessRule';

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
