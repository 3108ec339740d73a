import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentStore, isStorableId, type DocumentStore } from './documentStore';
import { etagOf } from './etag';

describe('isStorableId', () => {
  it.each([
    ['3388000000022.transit-1', true],
    ['a_b.C-9', true],
    ['', false],
    ['.', false],
    ['..', false],
    ['../etc/passwd', false],
    ['a/b', false],
    ['a b', false],
    ['a%2Fb', false],
    ['x'.repeat(201), false],
  ])('%j -> %s', (id, expected) => {
    expect(isStorableId(id)).toBe(expected);
  });
});

describe('createDocumentStore', () => {
  let dir: string;
  let store: DocumentStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pass-store-'));
    store = createDocumentStore(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads null for a document never written', async () => {
    expect(await store.read('transitClass', 'a.b')).toBeNull();
  });

  it('writes 2-space JSON under <dir>/<kind>/<id>.json and reads the same bytes back', async () => {
    const written = await store.write('offerObject', 'a.b', { id: 'a.b', classId: 'a.c' });
    const text = '{\n  "id": "a.b",\n  "classId": "a.c"\n}\n';
    expect(await readFile(join(dir, 'offerObject', 'a.b.json'), 'utf8')).toBe(text);
    expect(written.etag).toBe(etagOf(text));
    const read = await store.read('offerObject', 'a.b');
    expect(read?.bytes.toString('utf8')).toBe(text);
    expect(read?.etag).toBe(written.etag);
  });

  it('replaces a document without leaving temporary files', async () => {
    await store.write('transitClass', 'a.b', { id: 'a.b', issuerName: 'One' });
    await store.write('transitClass', 'a.b', { id: 'a.b', issuerName: 'Two' });
    expect(await readdir(join(dir, 'transitClass'))).toEqual(['a.b.json']);
  });

  it('removes the temporary files of interrupted writes, and nothing else', async () => {
    await store.write('offerClass', 'a.b', { id: 'a.b' });
    const uuid = '0b6e7c1a-3f4d-4e5a-9b8c-7d6e5f4a3b2c';
    const left = [`offerClass/a.b.json.${uuid}.tmp`, `transitClass/x.json.${uuid}.tmp`];
    const kept = ['offerClass/a.b.json', 'offerClass/notes.tmp', 'transitClass/x.json.tmp'];
    await mkdir(join(dir, 'transitClass'), { recursive: true });
    for (const file of [...left, ...kept.slice(1)]) await writeFile(join(dir, file), '{"id":');
    await writeFile(join(dir, 'stray.json.tmp'), '');
    expect(await store.removeInterruptedWrites()).toEqual(left.sort());
    expect((await readdir(join(dir, 'offerClass'))).sort()).toEqual(['a.b.json', 'notes.tmp']);
    expect(await readdir(join(dir, 'transitClass'))).toEqual(['x.json.tmp']);
    expect(await store.read('offerClass', 'a.b')).not.toBeNull();
  });

  it('removes nothing from a folder that does not exist yet', async () => {
    expect(await createDocumentStore(join(dir, 'missing')).removeInterruptedWrites()).toEqual([]);
  });

  it('refuses an id that could leave the folder', async () => {
    await expect(store.read('transitClass', '../x')).rejects.toThrow(
      'Cannot store a document with the id "../x"',
    );
  });

  it('runs tasks on one document one after another, even after a failure', async () => {
    const order: string[] = [];
    const slow = store.exclusive('transitClass', 'a.b', async () => {
      await new Promise((done) => setTimeout(done, 20));
      order.push('first');
      throw new Error('first failed');
    });
    const fast = store.exclusive('transitClass', 'a.b', () => {
      order.push('second');
      return Promise.resolve('second done');
    });
    await expect(slow).rejects.toThrow('first failed');
    await expect(fast).resolves.toBe('second done');
    expect(order).toEqual(['first', 'second']);
  });
});
