import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OWN_HISTORY_ATTRIBUTE, undoShortcutOf, useUndoShortcuts } from './useUndoShortcuts';

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('undoShortcutOf', () => {
  it.each([
    ['Ctrl+Z', press('z', { ctrlKey: true }), 'undo'],
    ['Cmd+Z', press('z', { metaKey: true }), 'undo'],
    ['Shift+Ctrl+Z', press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    ['Shift+Cmd+Z', press('Z', { metaKey: true, shiftKey: true }), 'redo'],
    ['Ctrl+Y', press('y', { ctrlKey: true }), 'redo'],
    ['Z alone', press('z'), null],
    ['Alt+Ctrl+Z', press('z', { ctrlKey: true, altKey: true }), null],
    ['Ctrl+X', press('x', { ctrlKey: true }), null],
  ])('%s', (_name, event, expected) => {
    expect(undoShortcutOf(event)).toBe(expected);
  });
});

describe('useUndoShortcuts', () => {
  it('undoes the document from inside a form field, instead of the field', () => {
    const onUndo = vi.fn();
    renderHook(() => useUndoShortcuts(onUndo, vi.fn()));
    const { getByRole } = render(<input aria-label="Header" />);
    const notPrevented = fireEvent.keyDown(getByRole('textbox'), { key: 'z', ctrlKey: true });
    expect([onUndo.mock.calls.length, notPrevented]).toEqual([1, false]);
  });

  it('leaves the raw JSON editor’s own history alone', () => {
    const onUndo = vi.fn();
    const onRedo = vi.fn();
    renderHook(() => useUndoShortcuts(onUndo, onRedo));
    const { getByRole } = render(
      <div {...{ [OWN_HISTORY_ATTRIBUTE]: '' }}>
        <div role="textbox" tabIndex={0} aria-label="Raw JSON" />
      </div>,
    );
    fireEvent.keyDown(getByRole('textbox'), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(getByRole('textbox'), { key: 'y', ctrlKey: true });
    expect([onUndo.mock.calls.length, onRedo.mock.calls.length]).toEqual([0, 0]);
  });
});
