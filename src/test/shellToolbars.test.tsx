import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentToolbar } from '../app/document/DocumentToolbar';
import { PassEditor } from '../embed/PassEditor';
import { StudioLayout } from '../studio/StudioLayout';
import { useStudio } from '../studio/useStudio';

// The one Toolbar of src/features names each button after its command (data-command) and
// carries the one More menu: a shell's bar drawn any other way has neither.
const offer = {
  id: '3388000000022.offer-1',
  classId: '3388000000022.offer-class',
  state: 'ACTIVE',
};

function AppEditor() {
  const studio = useStudio({ kind: 'offerObject', document: offer });
  return (
    <StudioLayout
      studio={studio}
      preview={false}
      toolbar={
        <DocumentToolbar
          studio={studio}
          readOnlyElsewhere={false}
          view="form"
          onView={() => {}}
          onOpen={() => {}}
          syntax={null}
          autosave={{ status: 'saved', lastSavedAt: null, problem: null, flush: async () => {} }}
        />
      }
    />
  );
}

const shells = [
  {
    shell: 'the app',
    mount: () => render(<AppEditor />),
    ids: ['undo', 'redo', 'goToField', 'view', 'export', 'saveLink', 'changes', 'share'],
    buttons: [
      'Undo',
      'Redo',
      'Go to field…',
      'Export…',
      'Save link…',
      'Changes…',
      'Share preview…',
    ],
  },
  {
    shell: 'the embed (component, custom element and iframe alike)',
    mount: () =>
      render(
        <PassEditor
          kind="offerObject"
          defaultValue={offer}
          showPreview={false}
          onExport={() => {}}
          onSign={() => Promise.resolve('jwt')}
        />,
      ),
    ids: ['undo', 'redo', 'goToField', 'view', 'export', 'saveLink'],
    buttons: ['Undo', 'Redo', 'Go to field…', 'Export JSON', 'Save link'],
  },
  {
    shell: 'the embed, read-only (and with nothing for the host to handle)',
    mount: () =>
      render(<PassEditor kind="offerObject" defaultValue={offer} showPreview={false} readOnly />),
    ids: ['goToField', 'view'],
    buttons: ['Go to field…'],
  },
];

// Each renders a whole editor: slow on a busy machine, as the app's other whole-editor tests.
describe(
  'every shell draws its document toolbar with the one Toolbar of src/features',
  { timeout: 60_000 },
  () => {
    it.each(shells)('$shell', ({ mount, ids, buttons }) => {
      mount();
      const bar = screen.getByRole('toolbar', { name: 'Document' });
      const commands = [...bar.querySelectorAll<HTMLElement>('[data-command]')];
      expect(commands.map((command) => command.dataset.command)).toEqual(ids);
      expect(
        buttons.map((name) => within(bar).getByRole('button', { name }).dataset.command),
      ).toEqual(ids.filter((id) => id !== 'view'));
      // More, hidden while every command fits (useToolbarFit shows it when one moves into it).
      expect(bar.querySelector('[aria-haspopup="menu"]')?.getAttribute('aria-label')).toBe('More');
    });
  },
);

/** What a person meets of a toolbar item: its name, its keys, whether it can be used, its options. */
function drawn(id: string) {
  const bar = screen.getByRole('toolbar', { name: 'Document' });
  const item = bar.querySelector<HTMLElement>(`[data-command="${id}"]`);
  if (!item) return null;
  const radios = within(item).queryAllByRole<HTMLInputElement>('radio');
  return radios.length > 0
    ? { options: radios.map((radio) => [radio.closest('label')?.textContent, radio.checked]) }
    : {
        name: item.getAttribute('aria-label') ?? item.textContent,
        keys: item.getAttribute('aria-keyshortcuts'),
        enabled: !item.hasAttribute('disabled'),
      };
}

describe(
  'a command both shells offer is drawn from its one definition (src/features/commands.ts)',
  { timeout: 60_000 },
  () => {
    it.each([
      ['undo', { name: 'Undo', keys: 'Control+Z', enabled: false }],
      ['redo', { name: 'Redo', keys: 'Control+Shift+Z', enabled: false }],
      ['goToField', { name: 'Go to field…', keys: 'Control+K Meta+K', enabled: true }],
      [
        'view',
        {
          options: [
            ['Form', true],
            ['JSON', false],
          ],
        },
      ],
    ])('%s', (id, expected) => {
      const [app, embed] = shells;
      const { unmount } = app!.mount();
      expect(drawn(id)).toEqual(expected);
      unmount();
      embed!.mount();
      expect(drawn(id)).toEqual(expected);
    });
  },
);
