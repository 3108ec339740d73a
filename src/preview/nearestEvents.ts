import type { TimelineEvent } from '../io/timeline';
import { momentOf } from './momentJump';

/** How many events the timeline lists until the designer asks for all. */
export const LISTED_EVENTS = 12;
/** Of those, how many come before the moment: the rest are what happens next. */
const BEFORE = 4;

/**
 * The run of `events` (sorted by time) the timeline lists around the moment `at`: a few that
 * happened, then what comes next, `max` in all; every event when there are no more than `max`.
 * As [start, end) indices into `events`.
 */
export function nearestEvents(
  events: readonly TimelineEvent[],
  at: number,
  max = LISTED_EVENTS,
): [number, number] {
  if (events.length <= max) return [0, events.length];
  const next = events.findIndex((event) => momentOf(event) > at);
  const firstNext = next === -1 ? events.length : next;
  const start = Math.max(0, Math.min(firstNext - BEFORE, events.length - max));
  return [start, start + max];
}
