import { isRecord } from '../walkDocument';
import { instant } from './intervalRule';
import { enumUpper, resourcePage, type ReadinessRule } from './readinessRule';

/**
 * Google's reference (validTimeInterval): “An object's state will be changed to expired when this
 * time period has passed.” Checked against the clock, at every check ('level').
 */
export const stateRule: ReadinessRule = {
  id: 'google.state.expired',
  title: 'An object whose validity has ended is not Active (Google changes it to Expired)',
  source: resourcePage('OfferObject'),
  scope: 'level',
  check: ({ ofType }) =>
    ofType('OfferObject').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'OfferObject' || !isRecord(value)) return [];
      if (enumUpper(value.state) !== 'ACTIVE' || !isRecord(value.validTimeInterval)) return [];
      const end = value.validTimeInterval.end;
      if (!isRecord(end) || typeof end.date !== 'string') return [];
      const ended = instant(end.date);
      if (Number.isNaN(ended) || ended > Date.now()) return [];
      return [
        {
          segments: [...segments, 'state'],
          message:
            'State is Active, but the validity ended in the past; Google changes the state to Expired, so set Expired, or move the end of the validity if the offer still runs',
          fix: {
            name: 'Set it to Expired',
            changes: [{ op: 'replace', segments: [...segments, 'state'], value: 'EXPIRED' }],
          },
        },
      ];
    }),
};
