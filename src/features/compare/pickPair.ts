import type { ResourceKind } from '../../schema';

/**
 * The two documents Compare opens on: the active one and the next open one of its kind; when the
 * active one has no twin of its kind, the first kind that has two.
 */
export function pickPair(
  documents: readonly { id: string; kind: ResourceKind }[],
  activeId: string | null,
): { left: string | null; right: string | null } {
  const active = documents.find((d) => d.id === activeId);
  const partner = (d: { id: string; kind: ResourceKind }) =>
    documents.find((o) => o.id !== d.id && o.kind === d.kind);
  const left =
    active && partner(active) ? active : (documents.find(partner) ?? active ?? documents[0]);
  return { left: left?.id ?? null, right: (left && partner(left)?.id) ?? null };
}
