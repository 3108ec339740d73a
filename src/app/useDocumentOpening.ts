import { useCallback, useState } from 'react';
import type { Verdict } from '../io';
import type { ResourceKind } from '../schema';
import { focusFirstField } from '../studio';
import { type useSaveDraft } from './drafts';
import { createDraft } from '../storage';
import { keeperOf } from './versions';
import { type VersionReason } from '../storage';

/** Whether the focus is in a field or a dialog: where someone is typing, not where it landed. */
const focusIsTaken = () => {
  const active = window.document.activeElement;
  return active?.closest('input, select, textarea, dialog[open]') != null;
};

/**
 * How a document comes into the workspace: `open` stores it as a new draft with its first
 * version and makes it the active tab; `create` does so for one the designer made here (New…,
 * the welcome's choices) and puts the focus in its first field, unless a field or a dialog took
 * it meanwhile. `fieldFirst` holds the ids made here, for the tab strip.
 */
export function useDocumentOpening(
  save: ReturnType<typeof useSaveDraft>,
  setActiveId: (id: string) => void,
) {
  const open = useCallback(
    (
      kind: ResourceKind,
      document: unknown,
      name: string,
      verdict?: Verdict,
      moment: [VersionReason, string?] = ['created'],
    ) => {
      const draft = createDraft(kind, document, name, { verdict });
      save.mutate(draft);
      void keeperOf(draft.id, kind).moment(moment[0], document, moment[1]);
      setActiveId(draft.id);
      return draft.id;
    },
    [save, setActiveId],
  );
  const [fieldFirst] = useState(() => new Set<string>());
  const create = useCallback(
    (kind: ResourceKind, document: unknown, name: string) => {
      const id = open(kind, document, name);
      fieldFirst.add(id);
      // Its fields are editable a moment later; a field or a dialog focused meanwhile keeps it.
      focusFirstField(() =>
        focusIsTaken() ? null : window.document.getElementById(`panel-${id}`),
      );
    },
    [open, fieldFirst],
  );
  return { open, create, fieldFirst };
}
