import { useCallback, useState, type ReactNode } from 'react';
import type { Studio } from '../../studio';
import type { Command } from '../command';
import { goToFieldCommand } from '../commands';
import { LazyGoToFieldDialog } from './LazyGoToFieldDialog';
import { useGoToFieldShortcut } from './useGoToFieldShortcut';

/**
 * Go to field for a shell with no dialogs of its own (the embed): its command, its shortcut
 * (inside `scope`, when given) and the dialog while it is open, over the document as it was then.
 */
export function useGoToField(
  studio: Studio,
  scope?: () => Element | null,
): { command: Command; dialog: ReactNode } {
  const { kind, snapshots, focusPath } = studio;
  const [opened, setOpened] = useState<{ document: unknown } | null>(null);
  const open = useCallback(() => setOpened({ document: snapshots.get().document }), [snapshots]);
  useGoToFieldShortcut(open, scope);
  return {
    command: goToFieldCommand(open),
    dialog: opened ? (
      <LazyGoToFieldDialog
        kind={kind}
        document={opened.document}
        onGo={focusPath}
        onClose={() => setOpened(null)}
      />
    ) : null,
  };
}
