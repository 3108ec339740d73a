import type { Verdict } from '../../io/verdictText';
import type { ResourceKind } from '../../schema/resources';
import type { HistoryStacks } from './history';

/** One open document as stored in the browser: kept exactly as edited, invalid work included. */
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
   * Errors and warnings of `document` as the editor counted them when it saved (its issue
   * channel), so a list of drafts need not check every document again. Absent in older drafts.
   */
  verdict?: Verdict;
  /** Undo and redo snapshots around `document`. */
  history: HistoryStacks<unknown>;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
}

/** Where drafts live. Every method rejects with a `StorageProblemError` when storing fails. */
export interface DraftStore {
  /** Every draft, most recently changed first. */
  list(): Promise<Draft[]>;
  get(id: string): Promise<Draft | undefined>;
  put(draft: Draft): Promise<void>;
  delete(id: string): Promise<void>;
}

/**
 * A new draft with a fresh id and empty history. `verdict`, when the caller has just checked the
 * document (an import), spares the tabs checking it again.
 */
export function createDraft(
  kind: ResourceKind,
  document: unknown,
  name: string,
  { now = Date.now(), verdict }: { now?: number; verdict?: Verdict | undefined } = {},
): Draft {
  return {
    id: crypto.randomUUID(),
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
