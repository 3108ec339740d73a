import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate, validateAt } from '../io/validate';
import { resourceSchemas } from '../schema/resources';
import { useStudio } from './useStudio';

// Spy on src/io's validation: export must validate through the form's resolver alone.
vi.mock(import('../io/validate'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, validate: vi.fn(actual.validate), validateAt: vi.fn(actual.validateAt) };
});

const offer = { id: '3388000000022.offer-1', classId: '3388000000022.offer-class' };

/** A studio for `document`, once its first whole-document check has run. */
async function studioOf(document: unknown) {
  const view = renderHook(() => useStudio({ kind: 'offerObject', document }));
  await waitFor(() => expect(view.result.current.engine.issues.checked()).toBe(true));
  vi.mocked(validate).mockClear();
  vi.mocked(validateAt).mockClear();
  return view;
}

/** Calls of src/io's validation that covered the whole document. */
const wholeDocumentChecks = () =>
  vi.mocked(validate).mock.calls.length +
  vi.mocked(validateAt).mock.calls.filter(([, , prefix]) => prefix.length === 0).length;

afterEach(() => vi.restoreAllMocks());

describe('useStudio: export through the form', () => {
  it.each([
    ['a valid document', offer],
    ['an invalid one', { id: 5, classId: offer.classId, bogus: true }],
    [
      'one with errors at several depths',
      { id: '1.a', classId: '1.c', barcode: { type: 'NOPE', x: 1 } },
    ],
  ])('%s: the resolver validates it once, src/io not again', async (_name, document) => {
    const { result } = await studioOf(document);
    const parse = vi.spyOn(resourceSchemas.offerObject, 'parse');
    let outcome: Awaited<ReturnType<typeof result.current.exportJson>> | undefined;
    await act(async () => {
      outcome = await result.current.exportJson();
    });
    expect(parse).toHaveBeenCalledTimes(1);
    expect(wholeDocumentChecks()).toBe(0);
    // The refusal lists what src/io's validate finds, at the same paths, in the same words.
    const expected = validate(document, 'offerObject');
    if (expected.length === 0) expect(outcome).toMatchObject({ ok: true });
    else expect(outcome).toEqual({ ok: false, issues: expected });
  });

  it('exports what was typed since, compliant: enums upper-cased, nulls left out', async () => {
    const { result } = await studioOf({ ...offer, state: 'active', hexBackgroundColor: null });
    act(() => result.current.snapshots.write('state', 'expired'));
    let json = '';
    await act(async () => {
      const outcome = await result.current.exportJson();
      json = outcome.ok ? outcome.json : '';
    });
    expect(JSON.parse(json)).toEqual({ ...offer, state: 'EXPIRED' });
  });

  it('validates the document as it is at each export, a replaced one too', async () => {
    const { result } = await studioOf(offer);
    const exported = async () => {
      let outcome: Awaited<ReturnType<typeof result.current.exportJson>> | undefined;
      await act(async () => {
        outcome = await result.current.exportJson();
      });
      return outcome?.ok;
    };
    act(() => result.current.snapshots.write('state', 'GONE'));
    expect(await exported()).toBe(false);
    act(() => result.current.replace(offer, 'restore'));
    expect(await exported()).toBe(true);
  });
});

describe('useStudio: undo', () => {
  it('takes a settled run of edits back in one step, and brings it again', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useStudio({ kind: 'offerObject', document: offer }));
    act(() => result.current.snapshots.write('id', '1.x'));
    act(() => result.current.snapshots.write('id', '1.xy'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.canUndo).toBe(true);
    act(() => result.current.undo());
    expect(result.current.snapshots.get().document).toEqual(offer);
    act(() => result.current.redo());
    expect(result.current.snapshots.get().document).toEqual({ ...offer, id: '1.xy' });
    vi.useRealTimers();
  });

  it('does nothing while read-only', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ readOnly }) => useStudio({ kind: 'offerObject', document: offer, readOnly }),
      { initialProps: { readOnly: false } },
    );
    act(() => result.current.snapshots.write('id', '1.x'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    rerender({ readOnly: true });
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.undo());
    expect(result.current.snapshots.get().document).toEqual({ ...offer, id: '1.x' });
    vi.useRealTimers();
  });
});
