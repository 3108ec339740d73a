import { resourceLabels } from '../schema';
import type { Draft } from '../storage';
import type { MenuItem } from '../ui/PopupMenu';

/**
 * What a tab's menu offers: compare with each other open document of its kind (or why not yet),
 * and close the tab.
 */
export function tabMenuItems(
  draft: Draft,
  open: readonly Draft[],
  nameOf: (draft: Draft) => string,
  actions: { compare: (first: string, second: string) => void; close: (id: string) => void },
): MenuItem[] {
  const others = open.filter((d) => d.id !== draft.id && d.kind === draft.kind);
  const kind = resourceLabels[draft.kind].toLowerCase();
  return [
    ...(others.length === 0
      ? [{ label: `Compare: open another ${kind} first`, onSelect: () => {}, disabled: true }]
      : others.map((other) => ({
          label: `Compare with “${nameOf(other)}”`,
          onSelect: () => actions.compare(draft.id, other.id),
        }))),
    { label: 'Close tab', onSelect: () => actions.close(draft.id) },
  ];
}
