import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  createHistory,
  recordChange,
  redo,
  toStacks,
  undo,
  type HistoryState,
} from './history';

type Step = { record: string; key: string; at: number } | { undo: true } | { redo: true };

function run(steps: Step[], start = 'a', limit?: number): HistoryState<string> {
  return steps.reduce<HistoryState<string>>((state, step) => {
    if ('record' in step) return recordChange(state, step.record, step, limit);
    return 'undo' in step ? undo(state) : redo(state);
  }, createHistory(start));
}

describe('history', () => {
  it.each<[string, Step[], { past: string[]; present: string; future: string[] }]>([
    [
      'records a change as a step',
      [{ record: 'b', key: 'x', at: 0 }],
      { past: ['a'], present: 'b', future: [] },
    ],
    [
      'merges edits to one field within 500 ms',
      [
        { record: 'b', key: 'x', at: 0 },
        { record: 'c', key: 'x', at: 400 },
        { record: 'd', key: 'x', at: 900 },
      ],
      { past: ['a'], present: 'd', future: [] },
    ],
    [
      'keeps edits to one field apart after a pause longer than 500 ms',
      [
        { record: 'b', key: 'x', at: 0 },
        { record: 'c', key: 'x', at: 501 },
      ],
      { past: ['a', 'b'], present: 'c', future: [] },
    ],
    [
      'keeps edits to different fields apart',
      [
        { record: 'b', key: 'x', at: 0 },
        { record: 'c', key: 'y', at: 10 },
      ],
      { past: ['a', 'b'], present: 'c', future: [] },
    ],
    [
      'undo restores the previous snapshot',
      [{ record: 'b', key: 'x', at: 0 }, { undo: true }],
      { past: [], present: 'a', future: ['b'] },
    ],
    [
      'redo restores the undone snapshot',
      [{ record: 'b', key: 'x', at: 0 }, { undo: true }, { redo: true }],
      { past: ['a'], present: 'b', future: [] },
    ],
    [
      'undo with nothing to undo changes nothing',
      [{ undo: true }],
      { past: [], present: 'a', future: [] },
    ],
    [
      'redo with nothing to redo changes nothing',
      [{ redo: true }],
      { past: [], present: 'a', future: [] },
    ],
    [
      'a new edit after undo drops the redo stack',
      [{ record: 'b', key: 'x', at: 0 }, { undo: true }, { record: 'c', key: 'x', at: 10 }],
      { past: ['a'], present: 'c', future: [] },
    ],
    [
      'an edit right after undo does not merge into the undone step',
      [
        { record: 'b', key: 'x', at: 0 },
        { record: 'c', key: 'x', at: 1000 },
        { undo: true },
        { record: 'd', key: 'x', at: 1100 },
      ],
      { past: ['a', 'b'], present: 'd', future: [] },
    ],
  ])('%s', (_name, steps, expected) => {
    const state = run(steps);
    expect({ past: state.past, present: state.present, future: state.future }).toEqual(expected);
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    const steps = ['b', 'c', 'd', 'e'].map((record, i) => ({ record, key: record, at: i }));
    expect(run(steps, 'a', 2).past).toEqual(['c', 'd']);
  });

  it('ignores a change to the same snapshot', () => {
    const state = createHistory('a');
    expect(recordChange(state, 'a', { key: 'x', at: 0 })).toBe(state);
  });

  it('reports what can be undone and redone', () => {
    const edited = run([{ record: 'b', key: 'x', at: 0 }]);
    expect([canUndo(edited), canRedo(edited)]).toEqual([true, false]);
    const undone = undo(edited);
    expect([canUndo(undone), canRedo(undone)]).toEqual([false, true]);
  });

  it('survives a JSON round trip of its stacks, as a stored draft does', () => {
    const state = run([
      { record: 'b', key: 'x', at: 0 },
      { record: 'c', key: 'y', at: 1 },
      { undo: true },
    ]);
    const stored = JSON.parse(JSON.stringify(toStacks(state))) as ReturnType<
      typeof toStacks<string>
    >;
    const restored = createHistory(state.present, stored);
    expect(undo(restored).present).toBe('a');
    expect(redo(restored).present).toBe('c');
  });
});
