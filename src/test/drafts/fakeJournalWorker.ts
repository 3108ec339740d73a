import {
  createJournalWriter,
  type JournalCommand,
  type JournalReply,
} from '../../storage/drafts/journalWriter';
import type { JournalReader, JournalWorker } from '../../storage/drafts/opfsJournal';
import { createMemoryJournalFiles } from './memoryJournalFiles';

/** A worker running the real writer over files in memory, in this thread. */
export function fakeJournalWorker(memory = createMemoryJournalFiles()) {
  const listeners = {
    message: [] as ((event: { data: JournalReply }) => void)[],
    error: [] as (() => void)[],
  };
  const commands: JournalCommand[] = [];
  const write = createJournalWriter(memory.files, (data) =>
    listeners.message.forEach((listener) => listener({ data })),
  );
  const worker: JournalWorker = {
    postMessage(command) {
      commands.push(command);
      write(command);
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      (listeners[type] as unknown[]).push(listener);
    },
  };
  const reader: JournalReader = {
    list: () => Promise.resolve(memory.names()),
    read: (name: string) => Promise.resolve(memory.text(name)),
  };
  return { worker, reader, memory, commands, crash: () => listeners.error.forEach((l) => l()) };
}
