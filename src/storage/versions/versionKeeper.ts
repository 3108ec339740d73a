import { toStorageProblem, type StorageProblem } from '../storageProblem';
import {
  EDIT_INTERVAL_MS,
  REASON_LABEL,
  VERSION_LIMIT,
  type Version,
  type VersionReason,
  type VersionStore,
} from './version';

export interface VersionKeeperOptions {
  draftId: string;
  /** One line that says what changed from one version's document to the next. */
  summarize: (before: unknown, after: unknown) => string;
  store: VersionStore;
  /** Told after each version is stored (or kept in the tab), and of a storage problem or none. */
  onKept?: (version: Version, problem: StorageProblem | null) => void;
  now?: () => number;
  intervalMs?: number;
  limit?: number;
}

export interface VersionKeeper {
  /** A run of edits settled with `document`: a version once 5 minutes of editing have passed. */
  edited: (document: unknown) => void;
  /** A moment worth keeping (import, export, save link, publish, restore): a version now. */
  moment: (reason: VersionReason, document: unknown, note?: string) => Promise<Version | null>;
  /** Keeps the edits waiting for their version now (before a restore, or as the page goes). */
  flush: () => Promise<Version | null>;
  /** Stops the timer without keeping anything (the draft was deleted). */
  dispose: () => void;
}

/**
 * The versions of one draft: edits make one at most every `intervalMs` (the first settled edit
 * starts the clock; the version holds the document as it is when the time is up), each moment
 * one at once. Each carries a one-line summary against the version before it. Writes go one at
 * a time, in order; a refused write still reports the version (the store keeps it in the tab).
 */
export function createVersionKeeper(options: VersionKeeperOptions): VersionKeeper {
  const { draftId, summarize, store, onKept } = options;
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? EDIT_INTERVAL_MS;
  const limit = options.limit ?? VERSION_LIMIT;

  let pending: { document: unknown; timer: ReturnType<typeof setTimeout> } | null = null;
  // The newest version's document, read once: what the next summary compares with.
  let newest: Promise<{ document: unknown; reason: VersionReason } | null> = store
    .list(draftId)
    .then(async ([latest]) =>
      latest ? { document: await store.document(latest.id), reason: latest.reason } : null,
    )
    .catch(() => null);

  const keep = (reason: VersionReason, document: unknown, note?: string) => {
    const kept = newest.then(async (last) => {
      const same = last !== null && JSON.stringify(last.document) === JSON.stringify(document);
      // Nothing new to keep: the same edits, or the same moment twice.
      if (same && (reason === 'edits' || reason === last.reason)) return { last, version: null };
      const summary = last
        ? summarize(last.document, document)
        : reason === 'edits'
          ? 'The first version kept'
          : reason === 'import' && note
            ? `Imported from ${note}`
            : REASON_LABEL[reason];
      const version: Version = {
        id: crypto.randomUUID(),
        draftId,
        at: now(),
        reason,
        summary: same ? 'No changes since the version before' : summary,
        ...(note ? { note } : {}),
      };
      let problem: StorageProblem | null = null;
      try {
        await store.add(version, document, limit);
      } catch (error) {
        problem = toStorageProblem(error);
      }
      onKept?.(version, problem);
      return { last: { document, reason }, version };
    });
    newest = kept.then(({ last }) => last);
    return kept.then(({ version }) => version);
  };

  const takePending = () => {
    if (!pending) return null;
    clearTimeout(pending.timer);
    const { document } = pending;
    pending = null;
    return document;
  };

  return {
    edited(document) {
      if (pending) {
        pending.document = document;
        return;
      }
      pending = {
        document,
        timer: setTimeout(() => {
          const due = takePending();
          if (due !== null) void keep('edits', due);
        }, interval),
      };
    },
    moment(reason, document, note) {
      takePending();
      return keep(reason, document, note);
    },
    flush() {
      const due = takePending();
      return due === null ? Promise.resolve(null) : keep('edits', due);
    },
    dispose() {
      takePending();
    },
  };
}
