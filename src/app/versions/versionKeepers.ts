import type { ResourceKind } from '../../schema';
import {
  createResilientVersionStore,
  createVersionKeeper,
  openIdbVersionStore,
  VERSION_LIMIT,
  type ResilientVersionStore,
  type StorageProblem,
  type Version,
  type VersionKeeper,
} from '../../storage';
import { changeSummary } from '../../io/diff/changeSummary';

type Listener = (draftId: string, version: Version, problem: StorageProblem | null) => void;

let store: ResilientVersionStore | undefined;
const keepers = new Map<string, VersionKeeper>();
const listeners = new Set<Listener>();

const openStore = () =>
  typeof indexedDB === 'undefined'
    ? Promise.reject(new DOMException('No IndexedDB', 'InvalidStateError'))
    : openIdbVersionStore();

/** The page's versions: IndexedDB, with this tab's memory for what it refuses. */
export function versionStore(): ResilientVersionStore {
  return (store ??= createResilientVersionStore(openStore, VERSION_LIMIT));
}

/**
 * The keeper of a draft's versions. One per draft for the page's life, not per mounted editor:
 * switching tabs neither loses edits waiting for their version nor makes one early.
 */
export function keeperOf(draftId: string, kind: ResourceKind): VersionKeeper {
  let keeper = keepers.get(draftId);
  if (!keeper) {
    keeper = createVersionKeeper({
      draftId,
      summarize: (before, after) => changeSummary(kind, before, after),
      store: versionStore(),
      onKept: (version, problem) =>
        listeners.forEach((listener) => listener(draftId, version, problem)),
    });
    keepers.set(draftId, keeper);
  }
  return keeper;
}

/** Hears of every version kept, and of the storage problem that kept it in this tab, if any. */
export function onVersionKept(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A deleted draft's versions outlive it for this long: its delete can be undone meanwhile. */
const ORPHAN_MS = 60 * 60 * 1000;

/**
 * Removes the versions of drafts that no longer exist (`drafts`: every stored draft's id), once
 * their newest is an hour old: another tab may have just made a draft this list has not seen.
 */
export async function pruneDeletedDrafts(drafts: ReadonlySet<string>, now = Date.now()) {
  const store = versionStore();
  for (const [draftId, newest] of await store.drafts()) {
    if (drafts.has(draftId) || now - newest < ORPHAN_MS) continue;
    keepers.get(draftId)?.dispose();
    keepers.delete(draftId);
    await store.removeDraft(draftId).catch(() => undefined);
  }
}

/** Edits still waiting for their version get one as the page goes away. */
export function flushVersionsOnPageHide(): () => void {
  const flush = () => keepers.forEach((keeper) => void keeper.flush());
  addEventListener('pagehide', flush);
  return () => removeEventListener('pagehide', flush);
}
