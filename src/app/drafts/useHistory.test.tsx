import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHistory } from './useHistory';

describe('useHistory', () => {
  it('returns the snapshot to restore and tracks what can be undone', () => {
    const { result } = renderHook(() => useHistory<string>('a'));
    act(() => result.current.record('b', 'x'));
    expect(result.current.canUndo).toBe(true);
    let restored: string | undefined;
    act(() => {
      restored = result.current.undo();
    });
    expect([restored, result.current.canUndo, result.current.canRedo]).toEqual(['a', false, true]);
    act(() => {
      restored = result.current.redo();
    });
    expect(restored).toBe('b');
  });

  it('starts from stored stacks and returns nothing past their ends', () => {
    const { result } = renderHook(() => useHistory<string>('b', { past: ['a'], future: [] }));
    expect(result.current.canUndo).toBe(true);
    let results: (string | undefined)[] = [];
    act(() => {
      results = [result.current.redo(), result.current.undo(), result.current.undo()];
    });
    expect(results).toEqual([undefined, 'a', undefined]);
    expect(result.current.stacks()).toEqual({ past: [], future: ['b'] });
  });
});
