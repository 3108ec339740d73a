/** Why a version was kept: a run of edits, or a moment worth keeping. */
export type VersionReason =
  'edits' | 'created' | 'import' | 'export' | 'saveLink' | 'publish' | 'restore';

/** One kept state of a draft, without its document (read on demand: it may be megabytes). */
export interface Version {
  id: string;
  draftId: string;
  /** Milliseconds since the epoch. */
  at: number;
  reason: VersionReason;
  /** What changed since the version before, in a designer's words. */
  summary: string;
  /** A detail of the moment: the imported file's name, the restored version's time. */
  note?: string;
  /** Set on a version the browser refused to store: it lives until this tab closes. */
  inThisTabOnly?: true;
}

/** Where versions live. `add` keeps only the newest `keep` of the draft. */
export interface VersionStore {
  /** The draft's versions, newest first. */
  list(draftId: string): Promise<Version[]>;
  document(id: string): Promise<unknown>;
  add(version: Version, document: unknown, keep: number): Promise<void>;
  removeDraft(draftId: string): Promise<void>;
  /** Every draft that has versions, with the time of its newest. */
  drafts(): Promise<Map<string, number>>;
}

/** How many versions a draft keeps. */
export const VERSION_LIMIT = 100;
/** Edits make a version at most this often. */
export const EDIT_INTERVAL_MS = 5 * 60 * 1000;

/** The moment, as the list of versions names it. */
export const REASON_LABEL: Record<VersionReason, string> = {
  edits: 'Edits',
  created: 'Created',
  import: 'Imported',
  export: 'Exported',
  saveLink: 'Save link made',
  publish: 'Published',
  restore: 'Restored',
};

export const byNewest = (a: Version, b: Version) => b.at - a.at;
