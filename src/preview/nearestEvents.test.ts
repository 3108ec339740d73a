import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../io/timeline';
import { nearestEvents } from './nearestEvents';

const at = (minutes: number) => minutes * 60_000;
const events = (count: number): TimelineEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    at: at(i * 10),
    kind: 'validFrom',
    title: `Event ${i}`,
    change: '',
    written: '',
    segments: null,
    source: '',
  }));

describe('nearestEvents', () => {
  it.each([
    ['all of a short timeline', 5, at(25), 12, [0, 5]],
    ['exactly as many as listed', 12, at(500), 12, [0, 12]],
    ['four before the moment, then what comes next', 100, at(405), 12, [37, 49]],
    ['from the start when the moment is before everything', 100, at(-50), 12, [0, 12]],
    ['the last ones when the moment is after everything', 100, at(5_000), 12, [88, 100]],
    ['a moment on an event counts it as happened', 30, at(100), 6, [7, 13]],
  ] as const)('%s', (_, count, moment, max, expected) => {
    expect(nearestEvents(events(count), moment, max)).toEqual(expected);
  });
});
