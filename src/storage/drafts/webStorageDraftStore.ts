import { StorageProblemError, toStorageProblem } from '../storageProblem';
import { byRecentChange, type Draft } from './draft';
import type { DraftStore } from './draftStore';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a stored value has a draft's shape (not edited by hand, not another program's). */
function isDraft(value: unknown): value is Draft {
  if (!isObject(value) || !isObject(value.document) || !isObject(value.history)) return false;
  const { id, kind, name, createdAt, updatedAt, history } = value;
  return (
    typeof id === 'string' &&
    typeof kind === 'string' &&
    typeof name === 'string' &&
    typeof createdAt === 'number' &&
    typeof updatedAt === 'number' &&
    Array.isArray(history.past) &&
    Array.isArray(history.future)
  );
}

function guarded<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(new StorageProblemError(toStorageProblem(error), { cause: error }));
  }
}

export interface WebStorageDraftOptions {
  /** Reads a value stored in an older shape as a draft; without it, such a value is no draft. */
  upgrade?: (value: unknown, id: string) => Draft | undefined;
}

/**
 * Drafts in a Web Storage area (localStorage), each as JSON under `prefix` + its id, so one
 * area holds the drafts of many stores side by side. A value that is not a draft reads as none.
 * Synchronous underneath: a put has landed when it resolves.
 */
export function createWebStorageDraftStore(
  storage: Storage,
  prefix: string,
  { upgrade }: WebStorageDraftOptions = {},
): DraftStore {
  const read = (id: string): Draft | undefined => {
    let value: unknown;
    try {
      value = JSON.parse(storage.getItem(prefix + id) ?? 'null');
    } catch {
      return undefined;
    }
    if (value === null) return undefined;
    return isDraft(value) ? value : upgrade?.(value, id);
  };
  const ids = () =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index))
      .filter((key): key is string => key?.startsWith(prefix) ?? false)
      .map((key) => key.slice(prefix.length));
  return {
    list: () =>
      guarded(() =>
        ids()
          .map(read)
          .filter((draft): draft is Draft => draft !== undefined)
          .sort(byRecentChange),
      ),
    get: (id) => guarded(() => read(id)),
    put: (draft) => guarded(() => storage.setItem(prefix + draft.id, JSON.stringify(draft))),
    delete: (id) => guarded(() => storage.removeItem(prefix + id)),
  };
}
