import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { lint } from '../../io';
import { coupon } from '../../io/apple/fixtures/applePasses';
import type { OpenedImport } from './importTypes';
import { useImport } from './useImport';

const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });

describe('useImport', () => {
  it('opens clean files directly and holds the others for review, several at once', async () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() => useImport(onOpen));
    act(() =>
      result.current.importFiles([
        // The repeated key is the text's warning, not the document's: the verdict leaves it out.
        file('metro.json', '{"id": "1.metro", "transitType": "BUS", "transitType": "RAIL"}'),
        file('broken.json', '{"id": '),
      ]),
    );
    await waitFor(() => expect(result.current.pending).toEqual([]));
    const document = { id: '1.metro', transitType: 'RAIL' };
    expect(onOpen).toHaveBeenCalledWith({
      name: 'metro',
      kind: 'transitClass',
      document,
      // As the editor counts them: the document's errors, and lint's and readiness's warnings.
      verdict: { errors: 0, warnings: lint(document, 'transitClass').length },
    });
    expect(lint(document, 'transitClass').length).toBeGreaterThan(0);
    expect(result.current.review?.name).toBe('broken');
    const review = result.current.review;
    expect(
      review && 'result' in review ? review.result.document : 'not a file review',
    ).toBeUndefined();
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

  it('hands a save link (pasted or in a file) to onLink, and still opens the files beside it', async () => {
    const onOpen = vi.fn();
    const onLink = vi.fn();
    const onBatch = vi.fn();
    const link =
      'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.eyJhdWQiOiJnb29nbGUifQ.c2ln';
    const { result } = renderHook(() => useImport(onOpen, onBatch, onLink));
    act(() => result.current.importText(link));
    act(() =>
      result.current.importFiles([
        file('mail.txt', `Your pass: ${link}`),
        file('metro.json', '{"id": "1.metro", "transitType": "RAIL"}'),
      ]),
    );
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(onLink.mock.calls).toEqual([
      [link, 'Pasted JSON'],
      [`Your pass: ${link}`, 'mail.txt'],
    ]);
    expect(onOpen.mock.calls.map(([opened]) => (opened as { name: string }).name)).toEqual([
      'metro',
    ]);
    expect(onBatch).toHaveBeenCalledTimes(1);
    expect(result.current.review).toBeUndefined();
  });

  it('holds an Apple pass, a package or a pass.json, for its report and opens all it became', async () => {
    const onOpen = vi.fn();
    const onBatch = vi.fn();
    const { result } = renderHook(() => useImport(onOpen, onBatch));
    act(() =>
      result.current.importFiles([
        new File([zipSync({ 'pass.json': strToU8(JSON.stringify(coupon)) })], 'Sale.pkpass'),
        file('pass.json', JSON.stringify(coupon)),
      ]),
    );
    await waitFor(() => expect(result.current.pending).toEqual([]));
    const review = result.current.review;
    if (!review || !('apple' in review) || !review.apple.ok) throw new Error('no Apple review');
    expect(review.name).toBe('Sale.pkpass');
    act(() => result.current.settle(review.id, review.apple.ok ? review.apple.documents : []));
    expect(onOpen.mock.calls.map((call) => (call[0] as OpenedImport).kind)).toEqual([
      'offerClass',
      'offerObject',
    ]);
    const next = result.current.review;
    expect(next && 'apple' in next ? next.name : '').toBe('pass');
    act(() => result.current.settle(next?.id ?? ''));
    expect(onBatch).toHaveBeenCalledWith([
      expect.objectContaining({ kind: 'offerClass' }),
      expect.objectContaining({ kind: 'offerObject' }),
    ]);
  });
});
