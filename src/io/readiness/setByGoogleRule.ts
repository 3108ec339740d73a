import { LEVELS, resourcePage, type ReadinessRule } from './readinessRule';

/**
 * Google's reference (reviewStatus): insert, patch and update may set draft or underReview; Google
 * sets approved or rejected once it has reviewed the class, and an approved class that is updated
 * keeps being sent as underReview. Which values only Google sets is the enumeration's own fact
 * (`setByGoogle` in src/schema/enums.ts), which the editor's select reads too.
 */
export const setByGoogleRule: ReadinessRule = {
  id: 'google.setByGoogle',
  title: 'Values only Google sets (review status Approved, Rejected) are not sent',
  source: resourcePage('TransitClass'),
  also: [resourcePage('OfferClass')],
  scope: 'level',
  check: ({ ofType }) =>
    ofType(...LEVELS).flatMap(({ node, value, segments }) => {
      if (typeof value !== 'object' || value === null) return [];
      const record = value as Record<string, unknown>;
      return (node.children ?? []).flatMap((child) => {
        const info = child.enum;
        const sent = record[child.key];
        const upper = typeof sent === 'string' ? info?.toUpper[sent] : undefined;
        if (!info || !upper || !info.setByGoogle.includes(upper)) return [];
        const allowed = info.values
          .filter((v) => !info.setByGoogle.includes(v) && !v.endsWith('_UNSPECIFIED'))
          .map((v) => info.labels[v] ?? v)
          .join(' or ');
        return [
          {
            segments: [...segments, child.key],
            message: `${child.label} ${info.labels[upper] ?? upper} (${upper}) is Google’s to set once it has reviewed the class; insert and update take ${allowed} (keep Under review when you update an approved class)`,
          },
        ];
      });
    }),
};
