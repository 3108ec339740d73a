import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useImport } from './useImport';

const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });

describe('useImport', () => {
  it('opens clean files directly and holds the others for review, several at once', async () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() => useImport(onOpen));
    act(() =>
      result.current.importFiles([
        file('metro.json', '{"id": "1.metro", "transitType": "RAIL"}'),
        file('broken.json', '{"id": '),
      ]),
    );
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(onOpen).toHaveBeenCalledWith({
      name: 'metro',
      kind: 'transitClass',
      document: { id: '1.metro', transitType: 'RAIL' },
    });
    expect(result.current.review?.name).toBe('broken');
    expect(result.current.review?.result.document).toBeUndefined();
  });

  it('settles a review, opening what the user chose', async () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() => useImport(onOpen));
    act(() => result.current.importText('{"id": "1.x"}'));
    await waitFor(() => expect(result.current.review).toBeDefined());
    const review = result.current.review;
    expect(review?.name).toBe('Pasted JSON');
    const opened = { name: 'Pasted JSON', kind: 'offerObject' as const, document: { id: '1.x' } };
    act(() => result.current.settle(review?.id ?? '', opened));
    expect([result.current.review, onOpen.mock.calls]).toEqual([undefined, [[opened]]]);
  });
});
