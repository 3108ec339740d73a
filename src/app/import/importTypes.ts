import type { ParseResult, Verdict } from '../../io';
import type { ResourceKind } from '../../schema/resources';

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

/** A file opens directly unless it has errors or its kind is undecided. */
export function needsReview(result: ParseResult): boolean {
  return (
    result.kind === null ||
    result.document === undefined ||
    result.issues.some((issue) => issue.severity === 'error')
  );
}
