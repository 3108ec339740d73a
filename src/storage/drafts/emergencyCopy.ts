import { idbJournal } from './idbJournal';
import { localJournal } from './localJournal';
import { opfsJournal } from './opfsFiles';
import type { OpfsJournal } from './opfsJournal';
import { storageProblem, type StorageProblem } from '../storageProblem';
import {
  addEdit,
  dropSaved,
  mergeJournals,
  type UnsavedEdit,
  type UnsavedEdits,
} from './unsavedEdits';

type Reason = StorageProblem['reason'];

/** The places that keep the copy; tests give their own. */
export interface CopyPlaces {
  /** Synchronous: there for a reload the moment it returns. */
  local: {
    keep(journal: UnsavedEdits): Reason | null;
    read(id: string): UnsavedEdits | null;
    forget(id: string): void;
    ids(): string[];
  };
  /** The journal's files: flushed to disk within milliseconds, there after a browser crash. */
  file: OpfsJournal;
  /** The last resort, while both others refuse. */
  idb: {
    keep(journal: UnsavedEdits): Promise<Reason | null>;
    read(id: string): Promise<UnsavedEdits | null>;
    forget(id: string): Promise<void>;
    ids(): Promise<string[]>;
  };
}

type Result = 'ok' | 'pending' | 'skipped' | Reason;
interface Attempt {
  version: number;
  local: Result;
  file: Result;
  idb: Result;
}

/**
 * The emergency copy: each draft's edits since its last durable save, kept on the keystroke by
 * the tab holding the draft's lock in every place that takes it (`CopyPlaces`). The next start
 * (or the next holder) folds the copies back into the draft (`recoverDraft`). When no place took
 * the newest edit, `journalProblem` says why.
 */
export function createEmergencyCopy({ local, file, idb }: CopyPlaces) {
  // The holder's own copy, so a keystroke does not re-read and re-parse a stored one.
  const held = new Map<string, UnsavedEdits>();
  const attempts = new Map<string, Attempt>();
  // The file's answer to the latest write of each draft it answered.
  const fileResults = new Map<string, Result>();
  // Drafts this tab let go of: their file is the next holder's to write.
  const released = new Set<string>();
  // Deleted drafts: a last edit kept as their screen closes would bring them back at the next start.
  const deleted = new Set<string>();
  const problems = new Map<string, StorageProblem>();
  const listeners = new Set<() => void>();
  let lastAt = 0;
  let versions = 0;

  function judge(id: string) {
    const attempt = attempts.get(id);
    const results = attempt ? [attempt.local, attempt.file, attempt.idb] : ['ok'];
    const kept = results.includes('ok');
    if (!kept && results.includes('pending')) return;
    const before = problems.get(id);
    if (kept) problems.delete(id);
    else problems.set(id, storageProblem(results.includes('quota') ? 'quota' : 'unavailable'));
    if (problems.get(id) !== before) listeners.forEach((listener) => listener());
  }

  function tryIdb(journal: UnsavedEdits, attempt: Attempt) {
    attempt.idb = 'pending';
    void idb.keep(journal).then((problem) => settle(journal.id, attempt, 'idb', problem ?? 'ok'));
  }

  function settle(id: string, attempt: Attempt, place: 'file' | 'idb', result: Result) {
    if (place === 'file') fileResults.set(id, result);
    // An answer about an older state of the copy: the newest one's answer decides.
    if (attempts.get(id) !== attempt) return;
    attempt[place] = result;
    const journal = held.get(id);
    if (place === 'file' && result !== 'ok' && attempt.local !== 'ok' && journal)
      tryIdb(journal, attempt);
    judge(id);
  }

  function store(journal: UnsavedEdits, edit: UnsavedEdit | null) {
    const { id } = journal;
    held.set(id, journal);
    const attempt: Attempt = {
      version: ++versions,
      local: local.keep(journal) ?? 'ok',
      file: 'skipped',
      idb: 'skipped',
    };
    attempts.set(id, attempt);
    const kept =
      !released.has(id) &&
      file.keep(journal, edit, (problem) => settle(id, attempt, 'file', problem ?? 'ok'));
    if (kept) attempt.file = 'pending';
    // The file answers later: when it refused the last write, IndexedDB need not wait for it.
    const fileFailing = !kept || (fileResults.get(id) ?? 'ok') !== 'ok';
    if (attempt.local !== 'ok' && fileFailing) tryIdb(journal, attempt);
    judge(id);
  }

  function forgetEverywhere(id: string) {
    attempts.delete(id);
    judge(id);
    local.forget(id);
    file.forget(id);
    void idb.forget(id);
  }

  return {
    /** Records one edit of a draft at once; false when no place took it synchronously. */
    keepEdit: (header: Omit<UnsavedEdits, 'edits'>, edit: UnsavedEdit): boolean => {
      if (deleted.has(header.id)) return false;
      // Strictly increasing times: copies from several places are merged in this order.
      const at = Math.max(edit.at, lastAt + 1);
      lastAt = at;
      released.delete(header.id);
      const journal = held.get(header.id) ?? { ...header, edits: [] };
      const kept: UnsavedEdit = { ...edit, at };
      store(addEdit({ ...journal, name: header.name }, kept), kept);
      const attempt = attempts.get(header.id);
      return attempt?.local === 'ok' || attempt?.file === 'pending';
    },

    /** A save that began at `savedAt` is durable: the edits before it need no copy. */
    forgetSavedEdits: (id: string, savedAt: number): void => {
      const journal = held.get(id);
      if (!journal) return;
      const rest = dropSaved(journal, savedAt);
      if (rest.edits.length > 0) return store(rest, null);
      held.set(id, rest);
      forgetEverywhere(id);
    },

    /** Drops the copy of a draft entirely (folded back into the draft). */
    forgetEmergencyCopy: (id: string): void => {
      held.delete(id);
      forgetEverywhere(id);
    },

    /**
     * Drops the copy of a deleted draft, and keeps none of it until its screen here has closed
     * (`releaseEmergencyCopy`) or it is saved again (`reviveEmergencyCopy`: the delete undone).
     */
    discardEmergencyCopy: (id: string): void => {
      deleted.add(id);
      held.delete(id);
      forgetEverywhere(id);
    },

    reviveEmergencyCopy: (id: string): void => void deleted.delete(id),

    /**
     * This tab stops editing draft `id`: its file is let go so the next holder can write it; the
     * copy in memory stays until the last save forgets it.
     */
    releaseEmergencyCopy: (id: string): void => {
      released.add(id);
      deleted.delete(id);
      file.release(id);
    },

    /** This tab goes on from `journal` (a recovered copy the store refused to take). */
    holdEmergencyCopy: (journal: UnsavedEdits): void => {
      store(journal, null);
    },

    /**
     * Every place's copy of draft `id` (another tab's too), merged; edits before `since` (the
     * stored draft's `updatedAt`) are in the draft already. Null when there is none.
     */
    readEmergencyCopy: async (id: string, since?: number): Promise<UnsavedEdits | null> => {
      const copies = await Promise.all([file.read(id), idb.read(id)]);
      return mergeJournals([held.get(id) ?? null, local.read(id), ...copies], since);
    },

    /** Drafts that have a copy somewhere. */
    emergencyCopyIds: async (): Promise<string[]> => {
      const [files, inIdb] = await Promise.all([file.ids(), idb.ids()]);
      return [...new Set([...local.ids(), ...files, ...inIdb])];
    },

    /** Why the newest edit of draft `id` could be kept nowhere, or null. */
    journalProblem: (id: string): StorageProblem | null => problems.get(id) ?? null,

    onJournalProblem: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Starts the journal's worker ahead of the first keystroke. */
    warmEmergencyCopy: () => file.warm(),
  };
}

export const {
  keepEdit,
  forgetSavedEdits,
  forgetEmergencyCopy,
  discardEmergencyCopy,
  reviveEmergencyCopy,
  releaseEmergencyCopy,
  holdEmergencyCopy,
  readEmergencyCopy,
  emergencyCopyIds,
  journalProblem,
  onJournalProblem,
  warmEmergencyCopy,
} = createEmergencyCopy({ local: localJournal, file: opfsJournal, idb: idbJournal });
