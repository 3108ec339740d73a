import type { Verdict } from '../../io/verdict';
import type { ResourceKind } from '../../schema/resources';

/**
 * One document as the editor keeps it between sessions: the app's drafts in IndexedDB and the
 * REST embed's unsaved edits in localStorage both store this shape, through a `DraftStore`. Kept
 * exactly as edited, invalid work included.
 */
export interface Draft {
  id: string;
  kind: ResourceKind;
  name: string;
  /** The document as edited; never normalised or validated before storing. */
  document: unknown;
  /**
   * Text typed in the JSON view that does not parse, kept exactly as typed; `document` is then
   * the last state that parsed. Absent when the text and the document agree.
   */
  rawText?: string;
  /**
   * The document's verdict as the editor last counted it (its issue channel, image checks
   * included), so a list of drafts need not check every document again. Absent in older drafts.
   */
  verdict?: Verdict;
  /** Undo and redo snapshots around `document`: newest last in `past`, next first in `future`. */
  history: { past: readonly unknown[]; future: readonly unknown[] };
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
}

/**
 * A new draft with empty history; a fresh id unless one is given (a server document's). `verdict`,
 * when the caller has just checked the document (an import), spares the tabs checking it again.
 */
export function createDraft(
  kind: ResourceKind,
  document: unknown,
  name: string,
  {
    now = Date.now(),
    verdict,
    id = crypto.randomUUID(),
  }: { now?: number; verdict?: Verdict | undefined; id?: string } = {},
): Draft {
  return {
    id,
    kind,
    name,
    document,
    ...(verdict ? { verdict } : {}),
    history: { past: [], future: [] },
    createdAt: now,
    updatedAt: now,
  };
}

export const byRecentChange = (a: Draft, b: Draft) => b.updatedAt - a.updatedAt;
