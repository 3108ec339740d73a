import { useCallback, useState } from 'react';
import type { Draft } from '../../storage';
import { readPairPreview, writePairPreview, type PairPreview } from './pairPreview';
import { pairingOf, type Pairing } from './pairingOf';

/** The open document's pairing, and what an offer object's preview is drawn with. */
export interface PairView {
  pairing: Pairing;
  /** The class document the preview draws, or undefined (no pair, or the object's own copy). */
  pairedClass: unknown;
  previewWith: PairPreview;
  setPreviewWith: (choice: PairPreview) => void;
  /** For a class: what each of its open objects is previewed with. */
  previewOf: (objectDraft: Draft) => PairPreview;
}

/** The pairing of `active` among `drafts`, with the designer's choice per pair remembered. */
export function usePairView(
  drafts: readonly Draft[],
  active: Draft | undefined,
): PairView | undefined {
  // Bumped by a choice, so the stored choices are read again.
  const [, setVersion] = useState(0);
  const pairing = active ? pairingOf(drafts, active) : undefined;
  const objectId = active?.kind === 'offerObject' ? active.id : undefined;
  const classId = pairing?.classDraft?.id;
  const setPreviewWith = useCallback(
    (choice: PairPreview) => {
      if (!objectId || !classId) return;
      writePairPreview(objectId, classId, choice);
      setVersion((v) => v + 1);
    },
    [objectId, classId],
  );
  if (!active || !pairing) return undefined;
  const previewWith = objectId && classId ? readPairPreview(objectId, classId) : 'class';
  return {
    pairing,
    pairedClass: previewWith === 'copy' ? undefined : pairing.classDraft?.document,
    previewWith,
    setPreviewWith,
    previewOf: (objectDraft) => readPairPreview(objectDraft.id, active.id),
  };
}
