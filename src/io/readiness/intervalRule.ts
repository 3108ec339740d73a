import { isRecord } from '../walkDocument';
import { REFERENCE, type ReadinessRule } from './readinessRule';

/** An ISO 8601 date-time that ends in Z or ±hh:mm carries a UTC offset. */
const OFFSET = /T.*(Z|[+-]\d{2}:?\d{2})$/i;

function dateOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.date === 'string' && value.date !== ''
    ? value.date
    : undefined;
}

export const intervalOffsetRule: ReadinessRule = {
  id: 'google.interval.offset',
  title:
    'When one end of a time interval carries a UTC offset and the other is set, both carry one',
  source: `${REFERENCE}/TimeInterval`,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('TimeInterval').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'TimeInterval' || !isRecord(value)) return [];
      const start = dateOf(value.start);
      const end = dateOf(value.end);
      if (start === undefined || end === undefined) return [];
      const startOffset = OFFSET.test(start);
      if (startOffset === OFFSET.test(end)) return [];
      const [without, other] = startOffset ? ['end', 'start'] : ['start', 'end'];
      return [
        {
          segments: [...segments, without, 'date'],
          message: `The ${other} carries a UTC offset but the ${without} does not; Google requires both to have one`,
        },
      ];
    }),
};
