import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Segments } from '../../studio';

/**
 * A click in an object's preview on something its paired class draws: opens the class's tab and,
 * once its screen shows, focuses the field the click was about.
 */
export function usePairedClassFocus(
  classDraftId: string | undefined,
  activeDraftId: string | undefined,
  select: (draftId: string) => void,
  screen: RefObject<{ focusPath: (segments: Segments) => void } | null>,
): (segments: Segments) => void {
  const pending = useRef<{ draftId: string; segments: Segments } | null>(null);
  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || activeDraftId !== waiting.draftId) return;
    pending.current = null;
    screen.current?.focusPath(waiting.segments);
  }, [activeDraftId, screen]);
  return useCallback(
    (segments: Segments) => {
      if (!classDraftId) return;
      if (segments.length > 0) pending.current = { draftId: classDraftId, segments };
      select(classDraftId);
    },
    [classDraftId, select],
  );
}
