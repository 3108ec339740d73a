import { useState } from 'react';
import { passTimeline, timelineInputs, type PassParts, type PassTimeline } from '../io/timeline';
import { buildContext, type ContextOptions } from './modelContext';
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
  const ctx = buildContext(document, options);
  const parts: PassParts = {
    kind: options.kind,
    cls: ctx.cls,
    classAt: ctx.classAt,
    obj: ctx.obj,
    objectAt: ctx.sources.objectSegments,
    activatedAt: options.sampleTrip?.activatedAt,
  };
  return memo([zone, ...timelineInputs(parts)], () => passTimeline(parts, zone));
}
