import { useState } from 'react';
import {
  passTimeline,
  timelineInputs,
  windowEvents,
  windowInputs,
  type PassTimeline,
  type TimelineEvent,
} from '../io/timeline';
import { buildContext, passPartsOfContext, type ContextOptions } from './modelContext';
import { lastResultMemo } from './partMemo';

/**
 * The pass's events and notifications in `zone`, for the timeline and the lock-screen previews.
 * Derived again only when what they read changed (timelineInputs), not on every keystroke, and
 * not when the moment moves: the moment only picks a point on it.
 */
export function usePassTimeline(
  document: unknown,
  options: ContextOptions,
  zone: string,
): PassTimeline {
  const [memo] = useState(() => lastResultMemo<PassTimeline>('timeline'));
  const [windowsMemo] = useState(() => lastResultMemo<TimelineEvent[]>('timeline windows'));
  const parts = passPartsOfContext(buildContext(document, options));
  // The dated windows are most of the work; a name typed (which notifications show) keeps them.
  const windows = windowsMemo([zone, ...windowInputs(parts)], () => windowEvents(parts, zone));
  return memo([zone, windows, ...timelineInputs(parts)], () => passTimeline(parts, zone, windows));
}
