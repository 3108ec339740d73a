import type { TimelineEvent } from '../io/timeline';

/**
 * The moment that shows an event's change. An end bound is inclusive (a message still shows at its
 * end), so what ends is seen gone a second later.
 */
export function momentOf(event: TimelineEvent): number {
  const ends =
    event.kind === 'validUntil' || event.kind === 'messageHidden' || event.kind === 'moduleHidden';
  return ends ? event.at + 1000 : event.at;
}

/** The nearest event moment before or after `at`, or undefined. */
export function adjacentMoment(
  events: readonly TimelineEvent[],
  at: number,
  direction: 'previous' | 'next',
): number | undefined {
  const moments = [...new Set(events.map(momentOf))].sort((a, b) => a - b);
  return direction === 'next'
    ? moments.find((moment) => moment > at)
    : moments.filter((moment) => moment < at).at(-1);
}
