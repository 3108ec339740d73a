/**
 * What an offer object's preview is drawn with while its class is open too: the open class
 * (the default) or the copy embedded in the object. Chosen per pair of drafts and kept in
 * localStorage, beside the documents, never in them.
 */
export type PairPreview = 'class' | 'copy';

const PREFIX = 'pass-studio:pair-preview:';

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** The choice for the object draft `objectId` paired with the class draft `classId`. */
export function readPairPreview(objectId: string, classId: string): PairPreview {
  try {
    return storage()?.getItem(`${PREFIX}${objectId}:${classId}`) === 'copy' ? 'copy' : 'class';
  } catch {
    return 'class';
  }
}

export function writePairPreview(objectId: string, classId: string, choice: PairPreview): void {
  try {
    const key = `${PREFIX}${objectId}:${classId}`;
    if (choice === 'copy') storage()?.setItem(key, choice);
    else storage()?.removeItem(key);
  } catch {
    // Storage full or blocked (private mode): the choice holds for this session only.
  }
}
