import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft, DraftStore } from '../../storage';
import { DraftStoreProvider } from './DraftStoreProvider';
import { createMemoryDraftStore } from '../../storage';
import { createResilientDraftStore } from '../../storage';
import { SaveStatus } from './SaveStatus';
import { storageProblem } from '../../storage';
import { useAutosave, type AutosaveEvents } from './useAutosave';

const draft: Draft = {
  id: 'd1',
  kind: 'transitClass',
  name: 'Metro',
  document: { id: '1.metro' },
  history: { past: [], future: [] },
  createdAt: 0,
  updatedAt: 0,
};

/** A tiny observable document, standing in for the document's snapshots. */
function fakeDocument() {
  let current = draft;
  const listeners = new Set<AutosaveEvents>();
  return {
    getSnapshot: () => current,
    subscribe: (events: AutosaveEvents) => {
      listeners.add(events);
      return () => void listeners.delete(events);
    },
    edit: (document: unknown) => {
      current = { ...current, document };
      listeners.forEach((l) => l.changed());
    },
    /** The run of edits settles (the snapshots' pace: a pause, or another field). */
    settle: () => listeners.forEach((l) => l.settled()),
  };
}

function setup(store: DraftStore = createMemoryDraftStore()) {
  const put = vi.spyOn(store, 'put');
  const doc = fakeDocument();
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DraftStoreProvider store={store}>{children}</DraftStoreProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useAutosave('d1', doc.getSnapshot, doc.subscribe), { wrapper });
  return { put, doc, hook };
}

/** The run settles, and the page is idle long enough for the save to start. */
async function settled(doc: ReturnType<typeof fakeDocument>) {
  doc.settle();
  await vi.advanceTimersByTimeAsync(500);
}

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['the put that opened it is on its way', 'pending', 'saving'],
    ['the store refused it (also after a reload)', 'refused', 'error'],
    ['the store holds it', 'stored', 'saved'],
  ] as const)(
    'before any edit, says "Saved" only when the store of record holds the draft: %s',
    async (_name, put, status) => {
      const inner = createMemoryDraftStore();
      const store = createResilientDraftStore({
        ...inner,
        put: (d) =>
          put === 'pending'
            ? new Promise(() => {})
            : put === 'refused'
              ? Promise.reject(new DOMException('quota', 'QuotaExceededError'))
              : inner.put(d),
      });
      void store.put(draft).catch(() => undefined);
      await act(() => vi.advanceTimersByTimeAsync(0));
      const { hook } = setup(store);
      expect(hook.result.current.status).toBe(status);
      if (status === 'error') expect(hook.result.current.problem?.reason).toBe('quota');
    },
  );

  it('says "Saving…" from the first change and saves once the run settles, once for a burst', async () => {
    const { put, doc, hook } = setup();
    act(() => {
      doc.edit({ id: '1.m' });
      doc.edit({ id: '1.me' });
    });
    expect(hook.result.current.status).toBe('saving');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(put).not.toHaveBeenCalled();
    act(() => doc.settle());
    // The copy into storage waits for the page's next idle moment (a timer where jsdom has none).
    expect(put).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]?.[0].document).toEqual({ id: '1.me' });
    expect(hook.result.current.status).toBe('saved');
    expect(hook.result.current.lastSavedAt).not.toBeNull();
  });

  it('saves at once when the page is hidden', async () => {
    const { put, doc } = setup();
    act(() => doc.edit({ id: 'left' }));
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
    });
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('saves a change made during a save right after it', async () => {
    const { put, doc } = setup();
    let resolve = () => {};
    put.mockImplementationOnce(() => new Promise<void>((done) => (resolve = done)));
    act(() => doc.edit({ id: 'first' }));
    await act(() => settled(doc));
    act(() => doc.edit({ id: 'second' }));
    await act(() => settled(doc));
    await act(async () => {
      resolve();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(put.mock.calls.map((call) => call[0].document)).toEqual([
      { id: 'first' },
      { id: 'second' },
    ]);
  });

  it('reports a refused save with its reason', async () => {
    const store = createMemoryDraftStore();
    store.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    const { doc, hook } = setup(store);
    act(() => doc.edit({ id: 'x' }));
    await act(() => settled(doc));
    expect(hook.result.current.status).toBe('error');
    expect(hook.result.current.problem?.reason).toBe('quota');
    store.put = () => Promise.resolve();
    act(() => doc.edit({ id: 'y' }));
    await act(() => settled(doc));
    expect(hook.result.current.status).toBe('saved');
  });
});

describe('SaveStatus', () => {
  it.each<[string, Parameters<typeof SaveStatus>[0], RegExp]>([
    [
      'saved with a time',
      { status: 'saved', lastSavedAt: Date.UTC(2025, 0, 1, 12, 4), problem: null },
      /^Saved \d{1,2}[:.]\d{2}/,
    ],
    ['nothing saved yet', { status: 'saved', lastSavedAt: null, problem: null }, /^Saved$/],
    ['saving', { status: 'saving', lastSavedAt: null, problem: null }, /^Saving…$/],
    [
      'storage full',
      { status: 'error', lastSavedAt: null, problem: storageProblem('quota') },
      /^Not saved: storage is full$/,
    ],
  ])('%s', (_name, props, text) => {
    render(<SaveStatus {...props} />);
    expect(screen.getByRole('status').textContent).toMatch(text);
  });

  it('offers the export while nothing can be stored, given a way to it', () => {
    const onExport = vi.fn();
    const problem = storageProblem('quota');
    const { rerender } = render(
      <SaveStatus status="error" lastSavedAt={null} problem={problem} onExport={onExport} />,
    );
    screen.getByRole('button', { name: 'Export a copy…' }).click();
    expect(onExport).toHaveBeenCalledOnce();
    rerender(<SaveStatus status="saved" lastSavedAt={null} problem={null} onExport={onExport} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "Not saved" from the start when drafts cannot be stored at all', () => {
    const problem = storageProblem('unavailable');
    const doc = fakeDocument();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <DraftStoreProvider store={createMemoryDraftStore()}>{children}</DraftStoreProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => useAutosave('d1', doc.getSnapshot, doc.subscribe, problem),
      { wrapper },
    );
    expect(result.current).toMatchObject({ status: 'error', problem, lastSavedAt: null });
  });
});
