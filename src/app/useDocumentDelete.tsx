import { useState } from 'react';
import {
  requestDelete,
  toStorageProblem,
  useDeleteDraft,
  useSaveDraft,
  type DeleteOutcome,
  type Draft,
} from './drafts';
import { documentName } from './documentName';
import { focusEmptyWorkspace } from './focusEmptyWorkspace';
import { focusTab } from './focusTab';

/**
 * The last delete, said in one toast: a document deleted here, by asking the tab that edits it,
 * or by another tab's asking (kept for its undo); or a delete that tab refused, with its reason.
 */
type LastDelete =
  { draft: Draft; by: 'here' | 'asked' | 'elsewhere' } | { draft: Draft; refused: string };

interface DocumentDeleteOptions {
  /** The open document as edited, saved first; null when none is open. */
  current: () => Promise<Draft | null>;
  /** Opens another document once this one is gone. */
  select: (id: string | null) => void;
  /** The open tabs, to pick the next one. */
  open: readonly Draft[];
}

/**
 * Delete of the open document, with its undo. A tab that edits the document deletes it; one that
 * only reads it asks the tab that edits it (`requestDelete`) and says why when refused; asked by
 * another tab, `giveUp` deletes it here and says so.
 */
export function useDocumentDelete({ current, select, open }: DocumentDeleteOptions) {
  const save = useSaveDraft();
  const remove = useDeleteDraft();
  const [last, setLast] = useState<LastDelete | null>(null);

  // The tab beside the deleted one is shown; deleted here, the focus goes to it (or to the
  // welcome's first choice), not to the page's body.
  const leave = (draft: Draft, by: 'here' | 'asked' | 'elsewhere') => {
    setLast({ draft, by });
    const at = open.findIndex((d) => d.id === draft.id);
    const next = (at < 0 ? open[0] : (open[at + 1] ?? open[at - 1])) ?? null;
    select(next?.id ?? null);
    if (by === 'elsewhere') return;
    if (next) focusTab(next.id);
    else focusEmptyWorkspace();
  };
  const del = async (readOnly: boolean) => {
    const draft = await current();
    if (!draft) return;
    if (!readOnly) {
      remove.mutate(draft.id);
      return leave(draft, 'here');
    }
    const outcome = await requestDelete(draft.id);
    if (outcome.deleted) leave(draft, 'asked');
    else setLast({ draft, refused: outcome.reason });
  };
  const giveUp = async (): Promise<DeleteOutcome> => {
    const draft = await current();
    if (!draft) return { deleted: false, reason: 'the tab editing it has no such document.' };
    try {
      await remove.mutateAsync(draft.id);
    } catch (error) {
      return { deleted: false, reason: toStorageProblem(error).message };
    }
    leave(draft, 'elsewhere');
    return { deleted: true };
  };
  const undo = (draft: Draft) => {
    save.mutate(draft);
    select(draft.id);
    setLast(null);
  };

  const name = last ? `“${documentName(last.draft)}”` : '';
  const toast = last ? (
    <div className="toast" role="status">
      {'refused' in last
        ? `${name} was not deleted: ${last.refused}`
        : last.by === 'elsewhere'
          ? `Another tab deleted ${name}.`
          : `Deleted ${name}.`}
      {'by' in last ? (
        <button type="button" onClick={() => undo(last.draft)}>
          Undo delete
        </button>
      ) : null}
      <button type="button" aria-label="Dismiss" data-tip="Dismiss" onClick={() => setLast(null)}>
        ×
      </button>
    </div>
  ) : null;
  return { del, giveUp, toast };
}
