import type { RefObject } from 'react';
import { documentName } from './documentName';
import type { DocumentScreenHandle } from './DocumentScreen';
import type { useSaveDraft } from './drafts';
import type { Draft } from '../storage';

/**
 * The active document as it is now (its screen's edits still within their pause flushed) and
 * what the workspace does with it as a whole: `current` for Compare, Publish and Delete;
 * `duplicate` opens a copy in a tab of its own; `rename` stores it under a new name.
 */
export function useCurrentDocument(
  active: Draft | null,
  screen: RefObject<DocumentScreenHandle | null>,
  open: (kind: Draft['kind'], document: unknown, name: string) => void,
  save: ReturnType<typeof useSaveDraft>,
) {
  const current = async (): Promise<Draft | null> => {
    if (!active) return null;
    await screen.current?.flush();
    return { ...active, document: screen.current?.getDocument() ?? active.document };
  };
  const duplicate = async () => {
    const draft = await current();
    if (draft) open(draft.kind, structuredClone(draft.document), `${documentName(draft)} copy`);
  };
  const rename = async (name: string) => {
    const draft = await current();
    if (draft) save.mutate({ ...draft, name, updatedAt: Date.now() });
  };
  return { current, duplicate, rename };
}
