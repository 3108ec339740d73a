import { sendableValues } from '../../schema/enums';
import type { Segments } from '../walkDocument';
import { LEVELS, REFERENCE, resourcePage, type ReadinessRule } from './readinessRule';

/**
 * Google's reference (reviewStatus): insert, patch and update may set draft or underReview; Google
 * sets approved or rejected once it has reviewed the class, and an approved class that is updated
 * keeps being sent as underReview. Which values only Google sets is the enumeration's own fact
 * (`setByGoogle` in src/schema/enums.ts), which the editor's select reads too.
 */
export const setByGoogleRule: ReadinessRule = {
  id: 'google.setByGoogle',
  title:
    'Values only Google sets (review status Approved, Rejected; review comments; an object’s hasUsers and hasLinkedDevice) are not sent',
  source: resourcePage('TransitClass'),
  scope: 'level',
  also: [resourcePage('OfferClass'), `${REFERENCE}/Review`],
  check: ({ ofType }) =>
    ofType(...LEVELS).flatMap(({ node, value, segments }) => {
      if (typeof value !== 'object' || value === null) return [];
      const record = value as Record<string, unknown>;
      const enums = (node.children ?? []).flatMap((child) => {
        const info = child.enum;
        const sent = record[child.key];
        const upper = typeof sent === 'string' ? info?.toUpper[sent] : undefined;
        if (!info || !upper || !info.setByGoogle.includes(upper)) return [];
        const allowed = sendableValues(info)
          .map((v) => info.labels[v] ?? v)
          .join(' or ');
        return [
          {
            segments: [...segments, child.key],
            message: `${child.label} “${info.labels[upper] ?? upper}” is Google’s to set once it has reviewed the class; insert and update take ${allowed} (keep Under review when you update an approved class)`,
            // Google's own advice for an update: what it stores while it reviews again.
            ...(child.key === 'reviewStatus' && {
              fix: {
                name: 'Set it to Under review',
                changes: [
                  {
                    op: 'replace' as const,
                    segments: [...segments, child.key],
                    value: 'UNDER_REVIEW',
                  },
                ],
              },
            }),
          },
        ];
      });
      return [
        ...enums,
        ...reviewComments(record, segments),
        ...platformSet(node.typeName, record, segments),
      ];
    }),
};

/** Object fields Google's reference says "are set by the platform" (sent values are ignored). */
const PLATFORM_SET = [
  ['hasUsers', 'Has users', 'whether someone has saved the pass'],
  ['hasLinkedDevice', 'Linked to a device', 'when a user saves the pass to one device'],
] as const;

function platformSet(typeName: string | undefined, record: Record<string, unknown>, at: Segments) {
  if (typeName !== 'OfferObject') return [];
  return PLATFORM_SET.filter(([key]) => record[key] === true).map(([key, label, what]) => ({
    segments: [...at, key],
    message: `${label} is set by Google (${what}); a value sent here is not what phones see`,
    source: resourcePage('OfferObject'),
    fix: removeAt([...at, key], 'Remove it'),
  }));
}

const removeAt = (segments: Segments, name: string) => ({
  name,
  changes: [{ op: 'remove' as const, segments }],
});

/** Review.comments: “Set by the platform when a class is marked approved or rejected.” */
function reviewComments(record: Record<string, unknown>, at: Segments) {
  const review = record.review;
  if (typeof review !== 'object' || review === null) return [];
  const comments = (review as Record<string, unknown>).comments;
  if (typeof comments !== 'string' || comments === '') return [];
  return [
    {
      segments: [...at, 'review', 'comments'],
      message:
        'Review comments are written by Google when it approves or rejects the class; comments sent here are not Google’s review, and Google replaces them',
      source: `${REFERENCE}/Review`,
      fix: removeAt([...at, 'review'], 'Remove the review comments'),
    },
  ];
}
