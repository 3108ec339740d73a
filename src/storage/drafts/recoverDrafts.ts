import type { Draft } from './draft';
import type { DraftStore } from './draftStore';
import { announceDraft } from './draftChannel';
import { whileNobodyEdits } from './draftLock';
import {
  emergencyCopyIds,
  forgetEmergencyCopy,
  holdEmergencyCopy,
  readEmergencyCopy,
} from './emergencyCopy';
import { applyEdits } from './unsavedEdits';

/**
 * Folds the emergency copy of draft `id` (edits a closed or crashed tab had not yet stored) into
 * the stored draft and stores the result; returns the draft as it now is. Call it holding the
 * draft's lock, so no tab is still adding to the copy. The copy is dropped only once stored.
 */
export async function recoverDraft(
  store: DraftStore,
  id: string,
  now = Date.now(),
): Promise<Draft | undefined> {
  const stored = await store.get(id);
  const journal = await readEmergencyCopy(id, stored?.updatedAt);
  if (!journal || journal.edits.length === 0) {
    // A draft this tab holds only because storing it was refused keeps its copy: it is the one
    // that outlives the tab.
    if (journal && store.unstored?.(id) == null) forgetEmergencyCopy(id);
    return stored;
  }
  const next = applyEdits(stored, journal, now);
  try {
    await store.put(next);
    forgetEmergencyCopy(id);
    announceDraft({ type: 'saved', id, updatedAt: next.updatedAt });
  } catch {
    // Refused: the store keeps it for this tab, and the copy stays, with this tab's next edits.
    holdEmergencyCopy(journal);
  }
  return next;
}

/**
 * At start: recovers every draft with an emergency copy that no open tab is editing. `ids` may
 * be asked for early, while the store opens.
 */
export async function recoverDrafts(
  store: DraftStore,
  ids: Promise<string[]> = emergencyCopyIds(),
): Promise<void> {
  await Promise.all(
    (await ids).map((id) =>
      whileNobodyEdits(id, () => recoverDraft(store, id).catch(() => undefined)),
    ),
  );
}
