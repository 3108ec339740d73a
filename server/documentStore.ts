import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { etagOf } from './etag';

export interface StoredDocument {
  /** The file's bytes, served as is so the ETag is the hash of the response body. */
  bytes: Buffer;
  etag: string;
}

export interface DocumentStore {
  read(kind: string, id: string): Promise<StoredDocument | null>;
  /** Replaces the file atomically (write a temporary file, then rename). */
  write(kind: string, id: string, document: unknown): Promise<StoredDocument>;
  /** Every stored document of a kind, in id order. */
  list(kind: string): Promise<unknown[]>;
  /** Runs `task` after every earlier task on the same document: a check-then-write stays whole. */
  exclusive<T>(kind: string, id: string, task: () => Promise<T>): Promise<T>;
  /**
   * Removes the temporary files of writes a crash or kill interrupted, and returns their paths
   * relative to the folder. Run once at start, before any write of this process.
   */
  removeInterruptedWrites(): Promise<string[]>;
}

/** `<id>.json.<uuid>.tmp`, as `write` names its temporary file. */
const temporaryFile =
  /^[A-Za-z0-9._-]{1,200}\.json\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Ids that can name a file: Google's `issuerId.identifier` uses letters, digits, `.`, `_`, `-`.
 * Anything else (a slash, `..`, an empty id) could escape the folder, so it is refused.
 */
export function isStorableId(id: string): boolean {
  return /^[A-Za-z0-9._-]{1,200}$/.test(id) && !/^\.+$/.test(id);
}

/** How a document is written to disk: 2-space JSON with a trailing newline, like the export. */
export function serializeDocument(document: unknown): Buffer {
  return Buffer.from(JSON.stringify(document, null, 2) + '\n', 'utf8');
}

/** Documents as `<dir>/<kind>/<id>.json`, created on first write. */
export function createDocumentStore(dir: string): DocumentStore {
  const queues = new Map<string, Promise<unknown>>();
  const fileOf = (kind: string, id: string) => {
    if (!isStorableId(id)) throw new Error(`Cannot store a document with the id "${id}"`);
    return join(dir, kind, `${id}.json`);
  };

  return {
    async read(kind, id) {
      try {
        const bytes = await readFile(fileOf(kind, id));
        return { bytes, etag: etagOf(bytes) };
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },

    async write(kind, id, document) {
      const file = fileOf(kind, id);
      const bytes = serializeDocument(document);
      const temporary = `${file}.${randomUUID()}.tmp`;
      await mkdir(join(dir, kind), { recursive: true });
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { bytes, etag: etagOf(bytes) };
    },

    async list(kind) {
      const files = (await entriesOf(join(dir, kind)))
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => entry.name)
        .sort();
      const documents: unknown[] = [];
      for (const name of files) {
        documents.push(JSON.parse(await readFile(join(dir, kind, name), 'utf8')) as unknown);
      }
      return documents;
    },

    async removeInterruptedWrites() {
      const removed: string[] = [];
      for (const folder of await entriesOf(dir)) {
        if (!folder.isDirectory()) continue;
        for (const file of await entriesOf(join(dir, folder.name))) {
          if (!file.isFile() || !temporaryFile.test(file.name)) continue;
          await rm(join(dir, folder.name, file.name), { force: true });
          removed.push(`${folder.name}/${file.name}`);
        }
      }
      return removed.sort();
    },
    exclusive(kind, id, task) {
      const key = `${kind}/${id}`;
      const previous = queues.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      queues.set(key, settled);
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key);
      });
      return result;
    },
  };
}
