import {
  createJournalWriter,
  JOURNAL_FOLDER,
  type JournalCommand,
  type SyncFile,
} from './journalWriter';

// The emergency copy's durable place: files of the origin private file system, written through
// synchronous handles, which only a dedicated worker may open.
type SyncFileHandle = FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncFile> };

let folder: Promise<FileSystemDirectoryHandle> | undefined;
const journalFolder = () =>
  (folder ??= navigator.storage
    .getDirectory()
    .then((root) => root.getDirectoryHandle(JOURNAL_FOLDER, { create: true })));

const write = createJournalWriter(
  {
    async open(name) {
      const file = await (await journalFolder()).getFileHandle(name, { create: true });
      return (file as SyncFileHandle).createSyncAccessHandle();
    },
    async remove(name) {
      try {
        await (await journalFolder()).removeEntry(name);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
      }
    },
  },
  (reply) => self.postMessage(reply),
);

self.addEventListener('message', (event: MessageEvent<JournalCommand>) => write(event.data));
