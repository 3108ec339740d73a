import type { JournalFiles, SyncFile } from '../../storage/drafts/journalWriter';

/**
 * Journal files in memory, as the origin private file system keeps them: one open handle per
 * file (another open is refused as busy), bytes on "disk" only once flushed. `failWrites` makes
 * the next writes refuse as a full disk would.
 */
export function createMemoryJournalFiles() {
  const disk = new Map<string, Uint8Array>();
  const open = new Set<string>();
  const state = { failWrites: 0, busyOpens: 0, flushes: 0 };
  const decoder = new TextDecoder();

  const files: JournalFiles = {
    open(name) {
      if (open.has(name) || state.busyOpens > 0) {
        state.busyOpens = Math.max(0, state.busyOpens - 1);
        return Promise.reject(new DOMException('busy', 'NoModificationAllowedError'));
      }
      open.add(name);
      let bytes = disk.get(name) ?? new Uint8Array();
      const file: SyncFile = {
        getSize: () => bytes.length,
        truncate(size) {
          bytes = bytes.slice(0, size);
        },
        write(data, { at }) {
          if (state.failWrites > 0) {
            state.failWrites--;
            throw new DOMException('full', 'QuotaExceededError');
          }
          const next = new Uint8Array(Math.max(bytes.length, at + data.length));
          next.set(bytes);
          next.set(data, at);
          bytes = next;
          return data.length;
        },
        flush() {
          state.flushes++;
          disk.set(name, bytes);
        },
        close: () => void open.delete(name),
      };
      return Promise.resolve(file);
    },
    remove(name) {
      if (open.has(name))
        return Promise.reject(new DOMException('busy', 'NoModificationAllowedError'));
      disk.delete(name);
      return Promise.resolve();
    },
  };
  return {
    files,
    state,
    /** What a reader of the disk sees (flushed bytes only). */
    text: (name: string) => {
      const bytes = disk.get(name);
      return bytes ? decoder.decode(bytes) : null;
    },
    names: () => [...disk.keys()],
    isOpen: (name: string) => open.has(name),
  };
}
