import { createContext, useContext } from 'react';
import type { Version, VersionReason } from '../../storage';

/** What a document's dialogs may do with its versions (DocumentScreen provides it). */
export interface DraftVersions {
  /** Null outside an open draft: nothing is kept. */
  draftId: string | null;
  /**
   * A moment worth keeping (export, save link, publish…): a version of the document now.
   * Resolves with the version, or null when nothing changed since the same moment.
   */
  keep: (reason: VersionReason, note?: string) => Promise<Version | null>;
  /** Puts a version's document in the editor as one undo step, keeping a version of it. */
  restore: (version: Version) => Promise<void>;
  /** Another tab edits the draft: nothing can be restored or kept here. */
  readOnly: boolean;
  /** The document in the editor now. */
  current: () => unknown;
}

const outside: DraftVersions = {
  draftId: null,
  keep: () => Promise.resolve(null),
  restore: () => Promise.reject(new Error('No open document to restore into.')),
  readOnly: true,
  current: () => undefined,
};

export const KeepVersionContext = createContext<DraftVersions>(outside);

/** The open document's versions: `useDraftVersions().keep('publish')` after a publish. */
export function useDraftVersions(): DraftVersions {
  return useContext(KeepVersionContext);
}

/** The one function for "a moment worth keeping": a version of the open document now. */
export function useKeepVersion(): DraftVersions['keep'] {
  return useContext(KeepVersionContext).keep;
}
