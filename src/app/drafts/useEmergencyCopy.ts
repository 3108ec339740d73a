import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toSegments, valueAt } from '../../io/walkDocument';
import type { Studio } from '../../studio';
import { keepEdit, releaseEmergencyCopy, warmEmergencyCopy } from '../../storage';
import type { UnsavedEdits } from '../../storage';

type Header = Omit<UnsavedEdits, 'edits'>;

/** Copying text that takes longer than this moves from every frame to a slower pace. */
const FRAME_BUDGET_MS = 4;

/**
 * Writes every edit of the open draft to the emergency copy as it happens: a field's new value
 * synchronously on the keystroke, the JSON view's text once per frame (less often when copying a
 * large text costs more than a few milliseconds), and whatever is pending when the page is hidden
 * or left. `header` is null while this tab may not edit the draft.
 */
export function useEmergencyCopy(
  header: Header | null,
  snapshots: Studio['snapshots'],
  /** Reads the JSON view's text while it is ahead of the form; null otherwise. */
  rawTextRef: { readonly current: (() => string) | null },
) {
  const latest = useRef(header);
  const scheduled = useRef<{ cancel: () => void } | null>(null);
  const cost = useRef(0);
  useEffect(() => {
    latest.current = header;
  });

  const keepRawNow = useCallback(() => {
    scheduled.current?.cancel();
    scheduled.current = null;
    const read = rawTextRef.current;
    const target = latest.current;
    if (!read || !target) return;
    const started = performance.now();
    keepEdit(target, { at: Date.now(), raw: read() });
    cost.current = performance.now() - started;
  }, [rawTextRef]);

  /** After a keystroke in the JSON view. */
  const keepRaw = useCallback(() => {
    if (scheduled.current) return;
    if (cost.current <= FRAME_BUDGET_MS && typeof requestAnimationFrame === 'function') {
      const frame = requestAnimationFrame(keepRawNow);
      scheduled.current = { cancel: () => cancelAnimationFrame(frame) };
    } else {
      const timer = setTimeout(keepRawNow, Math.min(1000, cost.current * 10));
      scheduled.current = { cancel: () => clearTimeout(timer) };
    }
  }, [keepRawNow]);

  /** A whole new document (undo, redo, an edit applied from the JSON view). */
  const keepDocument = useCallback((document: unknown) => {
    const target = latest.current;
    if (target) keepEdit(target, { at: Date.now(), document });
  }, []);

  const heldId = header?.id ?? null;
  useEffect(() => {
    if (heldId === null) return;
    warmEmergencyCopy();
    const unsubscribe = snapshots.subscribe(({ document, changed, origin }) => {
      const target = latest.current;
      // A whole new document is kept by `keepDocument`, an outside one needs no copy.
      if (changed === 'all' || origin === 'outside' || !target) return;
      const at = Date.now();
      for (const path of changed) {
        const value = valueAt(document, toSegments(path));
        keepEdit(target, value === undefined ? { at, path } : { at, path, value });
      }
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') keepRawNow();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', keepRawNow);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', keepRawNow);
      keepRawNow();
      releaseEmergencyCopy(heldId);
    };
  }, [heldId, snapshots, keepRawNow]);

  return useMemo(() => ({ keepRaw, keepDocument }), [keepRaw, keepDocument]);
}
