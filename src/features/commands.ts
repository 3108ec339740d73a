import type { Studio } from '../studio';
import type { Choice, Command } from './command';

// Every shell's commands, each defined here once: its name, shortcut, icon and place in the bar.
// A shell gives what differs (how an export is delivered, where a dialog opens) as `run`.

const UNDO_ICON = 'M5.5 3 2.5 6l3 3M3 6h6.5a3.5 3.5 0 0 1 0 7H6';
const REDO_ICON = 'M10.5 3l3 3-3 3M13 6H6.5a3.5 3.5 0 0 0 0 7H10';

/** Undo and Redo of the open document's history (its shortcuts are useStudio's). */
export function historyCommands(studio: Studio): Command[] {
  return [
    {
      id: 'undo',
      label: 'Undo',
      shortcut: 'Control+Z',
      icon: UNDO_ICON,
      enabled: studio.canUndo,
      run: studio.undo,
      place: 'kept',
    },
    {
      id: 'redo',
      label: 'Redo',
      shortcut: 'Control+Shift+Z',
      icon: REDO_ICON,
      enabled: studio.canRedo,
      run: studio.redo,
      place: 'kept',
    },
  ];
}

/**
 * Export: the bar's primary action. `dialog`: it opens the export dialog ("Export…"); else the
 * shell delivers the compliant JSON at once ("Export JSON", to an embedding host).
 */
export const exportCommand = (run: () => void, { dialog }: { dialog: boolean }): Command => ({
  id: 'export',
  label: dialog ? 'Export…' : 'Export JSON',
  enabled: true,
  run,
  primary: true,
  place: 'kept',
});

/** Go to field (Ctrl+K or ⌘K): a field found by its label. */
export const goToFieldCommand = (run: () => void): Command => ({
  id: 'goToField',
  label: 'Go to field…',
  shortcut: 'Control+K Meta+K',
  enabled: true,
  run,
  place: 'movable',
});

/**
 * Save link: an "Add to Google Wallet" link of the document. `dialog`: the app's dialog, which
 * signs with a key the designer picks; else the host signs and the link shows under the bar.
 */
export const saveLinkCommand = (run: () => void, { dialog }: { dialog: boolean }): Command => ({
  id: 'saveLink',
  label: dialog ? 'Save link…' : 'Save link',
  enabled: true,
  run,
  place: 'movable',
});

/** The differences from a saved copy (a version, a file, the server's copy). */
export const changesCommand = (
  run: () => void,
  { dialog, enabled = true }: { dialog: boolean; enabled?: boolean },
): Command => ({
  id: 'changes',
  label: dialog ? 'Changes…' : 'Changes',
  enabled,
  run,
  place: 'movable',
});

/** Two open documents side by side: what differs between them. */
export const compareCommand = (run: () => void): Command => ({
  id: 'compare',
  label: 'Compare…',
  enabled: true,
  run,
  place: 'movable',
});

/** A read-only review link of the preview, with its QR code. */
export const shareCommand = (run: () => void): Command => ({
  id: 'share',
  label: 'Share preview…',
  enabled: true,
  run,
  place: 'movable',
});

export type EditorView = 'form' | 'json';

const views = [
  ['form', 'Form'],
  ['json', 'JSON'],
] as const satisfies readonly (readonly [EditorView, string])[];

/** The editor as the form or as its JSON text. */
export const viewChoice = (value: EditorView, choose: (view: EditorView) => void): Choice => ({
  id: 'view',
  label: 'View',
  options: views,
  value,
  choose: (to) => choose(to as EditorView),
});
