import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endLiveVerdict, liveVerdict, publishVerdict, useLiveVerdicts } from './liveVerdicts';

const verdict = (errors: number, warnings: number) => ({ errors, warnings });

describe('live verdicts', () => {
  it.each([
    ['the same verdict of the next keystroke', verdict(0, 2), false],
    ['a verdict with one more warning', verdict(0, 3), true],
    ['a verdict with an error', verdict(1, 2), true],
  ])('%s: redraws the tabs only when the verdict changed', (_, next, redraws) => {
    const id = `draft-${String(redraws)}-${next.errors}-${next.warnings}`;
    act(() => publishVerdict(id, { issuerName: 'Bahn' }, verdict(0, 2)));
    const { result } = renderHook(() => useLiveVerdicts());
    const before = result.current;
    act(() => publishVerdict(id, { issuerName: 'Bahnx' }, next));
    expect(result.current !== before).toBe(redraws);
    expect(liveVerdict({ id, document: {} }, result.current)).toEqual(next);
  });

  it('once the editor closes, stands for the last document it judged, not the first', () => {
    const first = { issuerName: 'Bahn' };
    const last = { issuerName: 'Bahnx' };
    publishVerdict('closing', first, verdict(0, 1));
    publishVerdict('closing', last, verdict(0, 1));
    endLiveVerdict('closing');
    expect(liveVerdict({ id: 'closing', document: last })).toEqual(verdict(0, 1));
    expect(liveVerdict({ id: 'closing', document: first })).toBeUndefined();
  });
});
