import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGoToFieldShortcut } from './useGoToFieldShortcut';

function Page({ open, scoped }: { open: () => void; scoped: boolean }) {
  const scope = () => document.getElementById('editor');
  useGoToFieldShortcut(open, scoped ? scope : undefined);
  return (
    <>
      <input aria-label="On the page" />
      <div id="editor">
        <input aria-label="In the editor" />
      </div>
      <dialog open>
        <input aria-label="In a dialog" />
      </dialog>
    </>
  );
}

describe('useGoToFieldShortcut', () => {
  it.each([
    { where: 'On the page', keys: { ctrlKey: true }, scoped: false, opens: true },
    { where: 'On the page', keys: { metaKey: true }, scoped: false, opens: true },
    { where: 'On the page', keys: { ctrlKey: true, shiftKey: true }, scoped: false, opens: false },
    { where: 'On the page', keys: {}, scoped: false, opens: false },
    { where: 'In a dialog', keys: { ctrlKey: true }, scoped: false, opens: false },
    { where: 'On the page', keys: { ctrlKey: true }, scoped: true, opens: false },
    { where: 'In the editor', keys: { ctrlKey: true }, scoped: true, opens: true },
  ])(
    '$where, $keys, scoped to the editor: $scoped → opens: $opens',
    ({ where, keys, scoped, opens }) => {
      const open = vi.fn();
      render(<Page open={open} scoped={scoped} />);
      fireEvent.keyDown(screen.getByLabelText(where), { key: 'k', ...keys });
      expect(open).toHaveBeenCalledTimes(opens ? 1 : 0);
    },
  );
});
