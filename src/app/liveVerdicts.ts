import { useSyncExternalStore } from 'react';
import type { Verdict } from '../io';

export interface LiveVerdict {
  /** The document the verdict is of. */
  document: unknown;
  verdict: Verdict;
  /** Its editor is open: the verdict follows every change, saved or not. */
  live: boolean;
}

/** Replaced, never changed: a render that read it can tell a change by identity. */
export type LiveVerdicts = ReadonlyMap<string, LiveVerdict>;

let entries: LiveVerdicts = new Map();
const listeners = new Set<() => void>();
// The document each open editor last judged: what its verdict stands for once it closes. Kept
// apart, so a keystroke that leaves the verdict as it was redraws no tab.
const judged = new Map<string, unknown>();

const set = (draftId: string, entry: LiveVerdict) => {
  entries = new Map(entries).set(draftId, entry);
  listeners.forEach((listener) => listener());
};

/** The open editor of a draft says its verdict (the one its toolbar and issue list show). */
export function publishVerdict(draftId: string, document: unknown, verdict: Verdict): void {
  judged.set(draftId, document);
  const known = entries.get(draftId);
  if (
    known?.live &&
    known.verdict.errors === verdict.errors &&
    known.verdict.warnings === verdict.warnings
  )
    return;
  set(draftId, { document, verdict, live: true });
}

/** The editor closed: its last verdict stands for the document it was of. */
export function endLiveVerdict(draftId: string): void {
  const known = entries.get(draftId);
  if (known)
    set(draftId, { ...known, document: judged.get(draftId) ?? known.document, live: false });
  judged.delete(draftId);
}

/**
 * The verdict an editor gave a draft in this session, while it is open or while the draft still
 * holds the document it was of (image checks included: they are measured only in an editor).
 */
export function liveVerdict(
  draft: { id: string; document: unknown },
  known: LiveVerdicts = entries,
): Verdict | undefined {
  const entry = known.get(draft.id);
  return entry && (entry.live || entry.document === draft.document) ? entry.verdict : undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every live verdict; a new map when one changes. */
export function useLiveVerdicts(): LiveVerdicts {
  return useSyncExternalStore(subscribe, () => entries);
}
