import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from './draft';
import { draftKeys, useSaveDraft } from './draftQueries';
import { DraftStoreProvider } from './DraftStoreProvider';
import { createMemoryDraftStore } from './memoryDraftStore';

const draft: Draft = {
  id: 'opened',
  kind: 'transitClass',
  name: 'Opened',
  document: { id: '1.opened' },
  history: { past: [], future: [] },
  createdAt: 0,
  updatedAt: 0,
};

/** useSaveDraft({ afterPaint }) over a memory store, with frames that never come unless told. */
function setup() {
  const store = createMemoryDraftStore();
  const put = vi.spyOn(store, 'put');
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
    frames.push(frame);
    return frames.length;
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DraftStoreProvider store={store}>{children}</DraftStoreProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useSaveDraft({ afterPaint: true }), { wrapper });
  const paint = () => frames.splice(0).forEach((frame) => frame(performance.now()));
  return { put, client, hook, paint };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('useSaveDraft({ afterPaint: true })', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds the draft in the cache at once and stores it once the page has painted', async () => {
    const { put, client, hook, paint } = setup();
    act(() => hook.result.current.mutate(draft));
    expect(client.getQueryData(draftKeys.detail(draft.id))).toBe(draft);
    await settle();
    expect(put).not.toHaveBeenCalled();
    paint();
    await settle();
    expect(put).toHaveBeenCalledWith(draft);
  });

  it('stores it at once when the page is left before it painted (a reload right after opening)', async () => {
    const { put, hook } = setup();
    act(() => hook.result.current.mutate(draft));
    await settle();
    expect(put).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(put).toHaveBeenCalledTimes(1);
  });
});
