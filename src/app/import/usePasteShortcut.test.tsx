import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePasteShortcut } from './usePasteShortcut';

const paste = (target: Element, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

describe('usePasteShortcut', () => {
  it('imports text pasted on the workspace', () => {
    const onText = vi.fn();
    renderHook(() => usePasteShortcut(onText));
    paste(document.body, '{"id": "1.a"}');
    expect(onText).toHaveBeenCalledWith('{"id": "1.a"}');
  });

  it('leaves pasting into a text field to the field', () => {
    const onText = vi.fn();
    renderHook(() => usePasteShortcut(onText));
    const { getByRole } = render(<input aria-label="Header" />);
    paste(getByRole('textbox'), 'Metro');
    expect(onText).not.toHaveBeenCalled();
  });
});
