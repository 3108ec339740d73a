import { useCallback, useEffect, useRef } from 'react';
import type { Studio } from '../../studio';
import { loadSyntaxDescriber, openedDraft, syntaxDescriberLoaded, useDraftStore } from '../drafts';
import { onDraftMessage, recoverDraft, type Draft, type DraftLockState } from '../../storage';
import type { JsonView } from '../../features/jsonView/useJsonView';

/** A draft ready to show: kept text that does not parse is shown with where it breaks. */
async function readyToShow(draft: Draft | undefined): Promise<Draft | undefined> {
  if (draft?.rawText !== undefined && !syntaxDescriberLoaded())
    await loadSyntaxDescriber().catch(() => undefined);
  return draft;
}

/**
 * Keeps the shown document in step with the stored draft: on taking the lock, what a closed tab
 * left unsaved is folded in before anything is typed (then `onRecovered`); while another tab
 * holds the lock, its saves are shown as they land.
 */
export function useDraftFollow(
  lock: DraftLockState,
  stored: Draft,
  studio: Studio,
  json: JsonView,
  onRecovered: () => void,
): void {
  const store = useDraftStore();
  const recovered = useRef(onRecovered);
  useEffect(() => {
    recovered.current = onRecovered;
  });
  const shownAt = useRef(stored.updatedAt);
  const { replace, resetHistory } = studio;
  const { restart } = json;
  /** Shows a stored draft: another tab's save, or what recovery made of it. */
  const show = useCallback(
    (next: Draft) => {
      shownAt.current = next.updatedAt;
      const shown = openedDraft(next);
      replace(shown.document, 'outside');
      resetHistory(shown.document, shown.history);
      restart(shown);
    },
    [replace, resetHistory, restart],
  );

  useEffect(() => {
    if (lock !== 'held') return;
    let live = true;
    void recoverDraft(store, stored.id)
      .catch(() => undefined)
      .then(readyToShow)
      .then((latest) => {
        if (!live) return;
        if (latest && latest.updatedAt !== shownAt.current) show(latest);
        recovered.current();
      });
    return () => {
      live = false;
    };
  }, [lock, store, stored.id, show]);

  useEffect(() => {
    if (lock !== 'elsewhere') return;
    return onDraftMessage((message) => {
      if (message.type !== 'saved' || message.id !== stored.id) return;
      void store
        .get(stored.id)
        .then(readyToShow)
        .then((latest) => {
          if (latest && latest.updatedAt !== shownAt.current) show(latest);
        });
    });
  }, [lock, store, stored.id, show]);
}
