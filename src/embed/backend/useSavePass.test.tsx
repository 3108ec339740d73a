import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NetworkError } from './backendErrors';
import { createMemoryBackend } from '../../test/createMemoryBackend';
import type { PassBackend, PassDocument } from './passBackend';
import { passKeys } from './passKeys';
import { usePassQuery } from './usePassQuery';
import { useSavePass } from './useSavePass';

const offer = (extra: PassDocument = {}): PassDocument => ({
  id: '3388.offer',
  classId: '3388.class',
  ...extra,
});

// Retried as in use, without the waits.
const fast = { retries: 2, baseDelayMs: 1 };

function setup(backend: PassBackend) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hooks = renderHook(
    ({ id }: { id: string }) => ({
      query: usePassQuery(backend, 'offerObject', id, fast),
      save: useSavePass(backend, 'offerObject', fast),
    }),
    { wrapper, initialProps: { id: '3388.offer' } },
  );
  return { client, ...hooks };
}

describe('usePassQuery', () => {
  it('loads the document and its ETag, and does not ask for an empty id', async () => {
    const backend = createMemoryBackend();
    const stored = await backend.create('offerObject', offer());
    const { result, rerender } = setup(backend);
    expect(result.current.query.isPending).toBe(true);
    await waitFor(() => expect(result.current.query.data).toEqual(stored));
    rerender({ id: '' });
    expect(result.current.query.fetchStatus).toBe('idle');
  });

  it('reports a NotFoundError without retrying', async () => {
    let loads = 0;
    const backend = createMemoryBackend();
    const counting: PassBackend = {
      ...backend,
      load: (kind, id) => ((loads += 1), backend.load(kind, id)),
    };
    const { result } = setup(counting);
    await waitFor(() => expect(result.current.query.error?.kind).toBe('notFound'));
    expect(loads).toBe(1);
  });
});

describe('useSavePass', () => {
  it('creates without an id, saves with one, and caches what the server confirmed', async () => {
    const backend = createMemoryBackend();
    const { result, client } = setup(backend);
    await act(() => result.current.save.mutateAsync({ document: offer() }));
    const created = client.getQueryData(passKeys.detail('offerObject', '3388.offer'));
    expect(created).toEqual({ document: offer(), etag: '"v1"' });
    await act(() =>
      result.current.save.mutateAsync({
        id: '3388.offer',
        document: offer({ state: 'EXPIRED' }),
        etag: '"v1"',
      }),
    );
    await waitFor(() => expect(result.current.query.data?.etag).toBe('"v2"'));
    expect(result.current.query.data?.document).toEqual(offer({ state: 'EXPIRED' }));
  });

  it('shows saving while the request runs', async () => {
    const backend = createMemoryBackend();
    let finish: () => void = () => undefined;
    const slow: PassBackend = {
      ...backend,
      create: (kind, document) =>
        new Promise((done) => (finish = () => done(backend.create(kind, document)))),
    };
    const { result } = setup(slow);
    act(() => result.current.save.mutate({ document: offer() }));
    await waitFor(() => expect(result.current.save.isPending).toBe(true));
    act(() => finish());
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
  });

  it('surfaces both versions on a conflict, and keeps the local one when asked', async () => {
    const backend = createMemoryBackend();
    await backend.create('offerObject', offer());
    const theirs = await backend.save('offerObject', '3388.offer', offer({ state: 'INACTIVE' }), {
      etag: '"v1"',
    });
    const { result } = setup(backend);
    const mine = Object.freeze(offer({ state: 'EXPIRED' }));
    act(() => result.current.save.mutate({ id: '3388.offer', document: mine, etag: '"v1"' }));
    await waitFor(() => expect(result.current.save.conflict).not.toBeNull());
    const conflict = result.current.save.conflict;
    expect(conflict).toMatchObject({
      status: 412,
      local: mine,
      server: theirs.document,
      serverEtag: theirs.etag,
    });
    act(() => conflict?.keepLocal());
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    expect((await backend.load('offerObject', '3388.offer')).document).toEqual(mine);
    expect(result.current.save.conflict).toBeNull();
  });

  it('takes the server version into the cache when the user accepts it', async () => {
    const backend = createMemoryBackend();
    await backend.create('offerObject', offer());
    const { result } = setup(backend);
    await waitFor(() => expect(result.current.query.data?.etag).toBe('"v1"'));
    const theirs = await backend.save('offerObject', '3388.offer', offer({ state: 'INACTIVE' }), {
      etag: null,
    });
    act(() => result.current.save.mutate({ id: '3388.offer', document: offer(), etag: '"v1"' }));
    await waitFor(() => expect(result.current.save.conflict).not.toBeNull());
    act(() => result.current.save.conflict?.acceptServer());
    await waitFor(() => expect(result.current.query.data).toEqual(theirs));
    expect(result.current.save.conflict).toBeNull();
    expect(result.current.save.error).toBeNull();
  });

  it('fails without touching the edits or the cached version', async () => {
    const backend = createMemoryBackend();
    const stored = await backend.create('offerObject', offer());
    const down: PassBackend = {
      ...backend,
      save: () => Promise.reject(new NetworkError('Cannot reach the server')),
    };
    const { result } = setup(down);
    await waitFor(() => expect(result.current.query.data).toEqual(stored));
    const mine = Object.freeze(offer({ state: 'EXPIRED' }));
    act(() => result.current.save.mutate({ id: '3388.offer', document: mine, etag: stored.etag }));
    await waitFor(() => expect(result.current.save.error?.message).toBe('Cannot reach the server'));
    expect(result.current.save.variables?.document).toBe(mine);
    expect(mine).toEqual(offer({ state: 'EXPIRED' }));
    expect(result.current.query.data).toEqual(stored);
    expect(result.current.save.conflict).toBeNull();
  });
});
