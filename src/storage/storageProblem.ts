/** Why drafts could not be stored, in words a designer can act on. */
export interface StorageProblem {
  reason: 'unavailable' | 'quota' | 'unknown';
  message: string;
  /** A few words for the save indicator: "Not saved — storage is full". */
  short: string;
}

const KEEP = 'Your documents stay open in this tab; export them to keep a copy.';

const PROBLEMS: Record<StorageProblem['reason'], StorageProblem> = {
  unavailable: {
    reason: 'unavailable',
    message: `Your browser does not let this page store drafts (private browsing or storage turned off). ${KEEP}`,
    short: 'storage is unavailable',
  },
  quota: {
    reason: 'quota',
    message: `Your browser refused to store drafts (storage is full). ${KEEP}`,
    short: 'storage is full',
  },
  unknown: {
    reason: 'unknown',
    message: `Your browser could not store drafts. ${KEEP}`,
    short: 'storage failed',
  },
};

/** Raised by a `DraftStore` when the browser refuses to store. */
export class StorageProblemError extends Error {
  readonly problem: StorageProblem;
  constructor(problem: StorageProblem, options?: { cause?: unknown }) {
    super(problem.message, options);
    this.name = 'StorageProblemError';
    this.problem = problem;
  }
}

export function storageProblem(reason: StorageProblem['reason'], detail?: string): StorageProblem {
  const problem = PROBLEMS[reason];
  return detail ? { ...problem, message: `${problem.message} (${detail})` } : problem;
}

/** Classifies what IndexedDB threw: quota errors have their own name in every browser. */
export function toStorageProblem(error: unknown): StorageProblem {
  if (error instanceof StorageProblemError) return error.problem;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') {
    return storageProblem('quota');
  }
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') {
    return storageProblem('unavailable', name);
  }
  return storageProblem('unknown', error instanceof Error ? error.message : String(error));
}
