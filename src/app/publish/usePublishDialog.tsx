import { useState } from 'react';
import type { Draft } from '../../storage';
import { documentName } from '../documentName';
import { LazyPublishDialog, type PublishTarget } from './index';

/**
 * Publish… of the workspace: the open documents as they are when it opens (the active one with
 * its last edits, from `current`), and the dialog while it is open.
 */
export function usePublishDialog(open: readonly Draft[], current: () => Promise<Draft | null>) {
  const [targets, setTargets] = useState<PublishTarget[] | null>(null);
  const openPublish = async () => {
    const active = await current();
    setTargets(
      open.map((draft) => {
        const shown = draft.id === active?.id ? active : draft;
        return {
          draftId: draft.id,
          name: documentName(shown),
          kind: shown.kind,
          document: shown.document,
        };
      }),
    );
  };
  const dialog = targets ? (
    <LazyPublishDialog targets={targets} onClose={() => setTargets(null)} />
  ) : null;
  return { openPublish, dialog, preload: LazyPublishDialog.preload };
}
