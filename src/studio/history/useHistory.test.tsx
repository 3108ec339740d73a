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

  it('records no step for an equal snapshot, and shares what an edit left alone', () => {
    const start = { id: '1.a', logo: { uri: 'https://a.example/l.png' } };
    const { result } = renderHook(() => useHistory<typeof start>(start));
    act(() => result.current.record(structuredClone(start), 'id'));
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.record({ ...structuredClone(start), id: '1.b' }, 'id'));
    const { past } = result.current.stacks();
    expect(past).toEqual([start]);
    let restored: typeof start | undefined;
    act(() => {
      restored = result.current.undo();
    });
    expect(restored).toBe(start);
    act(() => {
      restored = result.current.redo();
    });
    expect(restored?.logo).toBe(start.logo);
  });
});
