import { useState, type ReactNode } from 'react';
import type { Draft } from '../../storage';
import { lazyDialog } from '../../ui/dialog';

const CompareDialog = lazyDialog({
  title: 'Compare documents',
  size: 'full',
  load: () => import('./CompareDialog'),
  pick: (module) => module.CompareDialog,
  closeOf: (props) => props.onClose,
});

interface Shown {
  drafts: Draft[];
  all: Draft[];
  first: string | null;
  second?: string | undefined;
}

/**
 * Compare, from the workspace's button or a tab's menu: `show()` compares the active document
 * (as its editor has it now, edits not yet stored included) with the next of its kind;
 * `show(first, second)` those two.
 */
export function useCompareDialog({
  open,
  all,
  active,
  current,
}: {
  open: readonly Draft[];
  all: readonly Draft[];
  active: Draft | null;
  /** The active draft with the editor's document. */
  current: () => Promise<Draft | null>;
}): { show: (first?: string, second?: string) => Promise<void>; dialog: ReactNode } {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = async (first?: string, second?: string) => {
    const draft = await current();
    const now = (d: Draft) => (d.id === draft?.id ? draft : d);
    setShown({
      drafts: open.map(now),
      all: all.map(now),
      first: first ?? active?.id ?? null,
      second,
    });
  };
  const dialog = shown ? (
    <CompareDialog
      drafts={shown.drafts}
      all={shown.all}
      firstId={shown.first}
      secondId={shown.second}
      onClose={() => setShown(null)}
    />
  ) : null;
  return { show, dialog };
}
