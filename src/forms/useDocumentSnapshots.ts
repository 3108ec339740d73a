import { useState } from 'react';
import { createDocumentSnapshots, type DocumentSnapshots } from './documentSnapshots';

/**
 * The store of one document (createDocumentSnapshots), made once from the first `initial`: a
 * component keyed by document makes a new one. Consumers settle what they need on unmount
 * (autosave, a host's onChange).
 */
export function useDocumentSnapshots(
  initial: unknown,
  timing?: Parameters<typeof createDocumentSnapshots>[1],
): DocumentSnapshots {
  const [snapshots] = useState(() => createDocumentSnapshots(initial, timing));
  return snapshots;
}
