import type { Verdict } from '../../io/verdict';
import type { Draft } from './draft';
import type { DraftStore } from './draftStore';
import { whileNobodyEdits } from './draftLock';

/**
 * Stores a verdict with draft `id` if it has none (a draft older than stored verdicts, a copy
 * never edited), checked here once, so a tab reads every closed draft's verdict from storage.
 * Holds the draft's lock meanwhile, as recovery does: a draft some tab is editing is left alone
 * (undefined), its editor stores its own. Resolves to the draft as stored.
 */
export async function storeVerdict(
  store: DraftStore,
  id: string,
  check: (draft: Draft) => Verdict,
): Promise<Draft | undefined> {
  const fill = async () => {
    const stored = await store.get(id);
    if (!stored || stored.verdict) return stored;
    const next = { ...stored, verdict: check(stored) };
    await store.put(next);
    return next;
  };
  return whileNobodyEdits(id, fill);
}
