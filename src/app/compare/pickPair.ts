import type { ResourceKind } from '../../schema';
import type { Draft } from '../../storage';

/** The kind in a sentence: "Open another offer object". */
export const KIND_NAME: Record<ResourceKind, string> = {
  transitClass: 'transit class',
  offerClass: 'offer class',
  offerObject: 'offer object',
};

/**
 * The two documents Compare opens on: the active one and the next open one of its kind; when the
 * active one has no twin of its kind, the first kind that has two.
 */
export function pickPair(
  drafts: readonly Draft[],
  activeId: string | null,
): { left: string | null; right: string | null } {
  const active = drafts.find((d) => d.id === activeId);
  const partner = (d: Draft) => drafts.find((o) => o.id !== d.id && o.kind === d.kind);
  const left = active && partner(active) ? active : (drafts.find(partner) ?? active ?? drafts[0]);
  return { left: left?.id ?? null, right: (left && partner(left)?.id) ?? null };
}
