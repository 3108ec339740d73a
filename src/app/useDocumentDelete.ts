import { useDeleteDraft, useSaveDraft } from './drafts';
import { type Draft } from '../storage';
import { documentName } from './documentName';
import { focusEmptyWorkspace } from './focusEmptyWorkspace';
import { focusTab } from './focusTab';
import type { Notice } from './WorkspaceNotice';

interface DocumentDeleteOptions {
  /** The open document as edited, saved first; null when none is open. */
  current: () => Promise<Draft | null>;
  /** Opens another document once this one is gone. */
  select: (id: string | null) => void;
  /** The open tabs, to pick the next one. */
  open: readonly Draft[];
  /** Says it in the workspace's toast, with its undo. */
  notify: (notice: Notice) => void;
}

/**
 * Delete of the open document, with its undo in the workspace's toast, which stays until
 * dismissed. Only the tab that edits the document (holds its draft lock) offers Delete
 * (`DocumentActions`), so a document is never deleted under the person typing in another tab.
 */
export function useDocumentDelete({ current, select, open, notify }: DocumentDeleteOptions) {
  const save = useSaveDraft();
  const remove = useDeleteDraft();

  const del = async () => {
    const draft = await current();
    if (!draft) return;
    remove.mutate(draft.id);
    notify({
      text: `Deleted “${documentName(draft)}”.`,
      undo: { label: 'Undo delete', run: () => undo(draft) },
      lasting: true,
    });
    // The tab beside the deleted one is shown and takes the focus (or the welcome's first
    // choice), never the page's body.
    const at = open.findIndex((d) => d.id === draft.id);
    const next = (at < 0 ? open[0] : (open[at + 1] ?? open[at - 1])) ?? null;
    select(next?.id ?? null);
    if (next) focusTab(next.id);
    else focusEmptyWorkspace();
  };
  const undo = (draft: Draft) => {
    save.mutate(draft);
    select(draft.id);
  };

  return { del };
}
