import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from './ModalDialog';

function Opener({ autofocus = false }: { autofocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog title="Import report" onClose={() => setOpen(false)}>
          <button type="button">First</button>
          <button type="button" data-autofocus={autofocus || undefined}>
            Last
          </button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it.each([
    { autofocus: false, focused: 'First' },
    { autofocus: true, focused: 'Last' },
  ])(
    'is a modal named by its title, focus on $focused; Escape closes it and focus goes back',
    ({ autofocus, focused }) => {
      render(<Opener autofocus={autofocus} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Import report' });
      expect(dialog.open).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: focused }));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    },
  );
});

/** A page as each shell has it: the app's (no editor root), the package's PassEditor, the custom element. */
function mountIn(shell: 'page' | 'editor' | 'element') {
  const host = document.body.appendChild(document.createElement('div'));
  const root = shell === 'element' ? host.attachShadow({ mode: 'open' }) : host;
  const editor = root.appendChild(document.createElement('div'));
  if (shell !== 'page') editor.className = 'pass-studio-root';
  const container = editor.appendChild(document.createElement('div'));
  render(
    <ul>
      <li>
        <Opener />
      </li>
    </ul>,
    { container },
  );
  fireEvent.click(within(container).getByRole('button', { name: 'Open' }));
  return { root, editor, dialog: root.querySelector('dialog') ?? document.querySelector('dialog') };
}

describe('ModalDialog’s place', () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it('in the app: the page’s body, out of the list that opened it', () => {
    const { dialog } = mountIn('page');
    expect(dialog?.parentElement).toBe(document.body);
  });

  it('in an embedded editor: its root, which carries the tokens and scopes the styles', () => {
    const { editor, dialog } = mountIn('editor');
    expect(dialog?.parentElement).toBe(editor);
  });

  // jsdom applies no shadow root's stylesheets: that the element's styles reach it is not asserted here.
  it('in the custom element: inside its shadow root, in the editor’s root', () => {
    const { root, editor, dialog } = mountIn('element');
    expect(dialog?.getRootNode()).toBe(root);
    expect(dialog?.parentElement).toBe(editor);
    expect(dialog?.open).toBe(true);
  });
});
