import { resourceLabels, type ResourceKind } from '../schema';
import type { Draft } from '../storage';

type Named = Pick<Draft, 'name' | 'document'> & { kind?: ResourceKind };

const untitled = (kind: ResourceKind | undefined) =>
  kind ? `Untitled ${resourceLabels[kind].toLowerCase()}` : 'Untitled';

/** What a draft is called in tabs and dialogs: its name, else its id, else "Untitled <kind>". */
export function documentName(draft: Named): string {
  if (draft.name.trim() !== '') return draft.name;
  const id = (draft.document as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : untitled(draft.kind);
}

/**
 * The names of several drafts, told apart: drafts that would share a name get " 2", " 3" … in
 * the order they were created ("Untitled transit class", "Untitled transit class 2").
 */
export function documentNames(
  drafts: readonly Pick<Draft, 'id' | 'name' | 'document' | 'kind' | 'createdAt'>[],
): Map<string, string> {
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const draft of [...drafts].sort((a, b) => a.createdAt - b.createdAt)) {
    const base = documentName(draft);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    names.set(draft.id, count === 1 ? base : `${base} ${count}`);
  }
  return names;
}
