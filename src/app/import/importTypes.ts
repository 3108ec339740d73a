import type { ParseResult, Verdict } from '../../io';
import type { ResourceKind } from '../../schema/resources';
import type { AppleImport } from './appleImport';

/** A document ready to open in the workspace. */
export interface OpenedImport {
  /** The file name without `.json`, or "Pasted JSON". */
  name: string;
  kind: ResourceKind;
  document: unknown;
  /** Its errors and warnings, when the import has just counted them. */
  verdict?: Verdict;
}

/** A file still being read or checked. */
export interface PendingImport {
  id: string;
  name: string;
  stage: 'reading' | 'parsing';
  /** Bytes read so far and in all, while reading. */
  loaded: number;
  total: number;
}

/** A parsed file that needs the user's decision before it opens. */
export interface ReviewImport {
  id: string;
  name: string;
  text: string;
  result: ParseResult;
}

/** An Apple Wallet pass: what it opens as and what it loses, or why it cannot open. */
export interface AppleReviewImport {
  id: string;
  name: string;
  apple: AppleImport;
}

/** A file opens directly unless it has errors or its kind is undecided. */
export function needsReview(result: ParseResult): boolean {
  return (
    result.kind === null ||
    result.document === undefined ||
    result.issues.some((issue) => issue.severity === 'error')
  );
}
