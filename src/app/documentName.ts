import type { Draft } from './drafts';

/** What a draft is called in tabs and dialogs: its name, else its id, else "Untitled". */
export function documentName(draft: Pick<Draft, 'name' | 'document'>): string {
  if (draft.name.trim() !== '') return draft.name;
  const id = (draft.document as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : 'Untitled';
}
