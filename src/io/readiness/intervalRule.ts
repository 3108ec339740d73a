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

/** Milliseconds of an ISO date-time; one without an offset is read as UTC, like its partner. */
export function instant(date: string): number {
  const trimmed = date.replace(/(\.\d{3})\d+/, '$1');
  return Date.parse(OFFSET.test(trimmed) ? trimmed : `${trimmed}Z`);
}

const WHAT_NEVER: Record<string, string> = {
  displayInterval: 'it never shows',
  validTimeInterval: 'the pass is never valid and shows as expired from the start',
};

export const intervalOrderRule: ReadinessRule = {
  id: 'google.interval.order',
  title: 'A time interval ends after it starts (message and module display intervals, validity)',
  source: `${REFERENCE}/TimeInterval`,
  also: [`${REFERENCE}/Message`, `${REFERENCE}/ModuleViewConstraints`],
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('TimeInterval').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'TimeInterval' || !isRecord(value)) return [];
      const start = dateOf(value.start);
      const end = dateOf(value.end);
      // Mixed offsets are google.interval.offset's: the two cannot be compared.
      if (start === undefined || end === undefined || OFFSET.test(start) !== OFFSET.test(end)) {
        return [];
      }
      const from = instant(start);
      const to = instant(end);
      if (Number.isNaN(from) || Number.isNaN(to) || to > from) return [];
      return [
        {
          segments: [...segments, 'end', 'date'],
          message: `The end is ${to === from ? 'the same moment as' : 'before'} the start; ${WHAT_NEVER[node.key] ?? 'it never applies'}`,
        },
      ];
    }),
};
