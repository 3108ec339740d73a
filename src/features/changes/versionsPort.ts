/** A kept version of the open document, worded by the shell for the list. */
export interface SavedVersion {
  id: string;
  /** When, as the list says it: "Today 12:02", with its seconds when another shares its minute. */
  when: string;
  /** Why it was kept: "Exported". */
  reason: string;
  /** A detail of the moment: the exported file's name. */
  note?: string | undefined;
  /** What changed since the version before. */
  summary: string;
  /** The browser refused to store it: it lasts as long as the tab. */
  inThisTabOnly?: boolean | undefined;
}

/** Where the open document's versions live: the shell supplies it (the app keeps them locally). */
export interface VersionsPort {
  /** Whose versions (a key for the list); null where none are kept. */
  owner: string | null;
  /** The versions, newest first. */
  list: () => Promise<readonly SavedVersion[]>;
  /** One version's document, read when it is compared. */
  document: (id: string) => Promise<unknown>;
  /** Calls `listener` whenever the owner gets a new version; answers how to stop. */
  onKept: (listener: () => void) => () => void;
  /** Puts a version's document in the editor as one undo step (keeping a version of it). */
  restore: (id: string) => Promise<void>;
  /** Another tab edits the document: nothing can be restored here. */
  readOnly: boolean;
  /** The document in the editor now. */
  current: () => unknown;
}
