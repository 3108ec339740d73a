import { useState, type ReactNode } from 'react';
import { LazyCompareDialog, type ComparedDocument } from '../features';
import type { Draft } from '../storage';
import { documentName } from './documentName';
import { pairingOf } from './pairs/pairingOf';

interface Shown {
  documents: ComparedDocument[];
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
    const stored = all.map(now);
    setShown({
      documents: open.map(now).map((d) => ({
        id: d.id,
        kind: d.kind,
        name: documentName(d),
        document: d.document,
        // An offer object's preview draws the offer class it names, open or not.
        pairedClass: pairingOf(stored, d).classDraft?.document,
      })),
      first: first ?? active?.id ?? null,
      second,
    });
  };
  const dialog = shown ? (
    <LazyCompareDialog
      documents={shown.documents}
      firstId={shown.first}
      secondId={shown.second}
      onClose={() => setShown(null)}
    />
  ) : null;
  return { show, dialog };
}
