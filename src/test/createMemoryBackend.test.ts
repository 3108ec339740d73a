import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ServerError } from '../embed/backend/backendErrors';
import { createMemoryBackend } from './createMemoryBackend';
import type { PassBackend } from '../embed/backend/passBackend';

const offer = { id: '3388.offer', classId: '3388.class' };

describe('createMemoryBackend', () => {
  it('stores a copy and hands out copies, each version with a new ETag', async () => {
    const backend = createMemoryBackend();
    const document = { ...offer, messages: [{ header: 'Hi' }] };
    const created = await backend.create('offerObject', document);
    document.messages.push({ header: 'changed after the save' });
    const loaded = await backend.load('offerObject', offer.id);
    expect(loaded.document).toEqual({ ...offer, messages: [{ header: 'Hi' }] });
    expect(loaded.document).not.toBe(created.document);
    const saved = await backend.save('offerObject', offer.id, offer, { etag: created.etag });
    expect(saved.etag).not.toBe(created.etag);
  });

  it.each([
    ['load of an unknown id', NotFoundError, (b: PassBackend) => b.load('offerObject', 'x')],
    [
      'save of an unknown id',
      NotFoundError,
      (b: PassBackend) => b.save('offerObject', 'x', { id: 'x' }, { etag: null }),
    ],
    ['create of an existing id', ConflictError, (b: PassBackend) => b.create('offerObject', offer)],
    [
      'save with a stale ETag',
      ConflictError,
      (b: PassBackend) => b.save('offerObject', offer.id, offer, { etag: '"old"' }),
    ],
    [
      'save under another id',
      ServerError,
      (b: PassBackend) => b.save('offerObject', offer.id, { ...offer, id: 'y' }, { etag: null }),
    ],
    [
      'create without an id',
      ServerError,
      (b: PassBackend) => b.create('offerObject', { classId: 'c' }),
    ],
  ])('refuses %s', async (_name, type, call) => {
    const backend = createMemoryBackend();
    await backend.create('offerObject', offer);
    await expect(call(backend)).rejects.toBeInstanceOf(type);
  });

  it('hands the server version with a conflict', async () => {
    const backend = createMemoryBackend();
    const created = await backend.create('offerObject', offer);
    const error = await backend
      .save('offerObject', offer.id, offer, { etag: '"old"' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 412, serverDocument: offer, serverEtag: created.etag });
  });
});
