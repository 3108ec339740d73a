export { codeExcerpt } from './codeExcerpt';
export { DropZone } from './DropZone';
export { ImportProgress } from './ImportProgress';
export { ImportReport } from './ImportReport';
export type { SampleTripTarget } from './TransitObjectReport';
export {
  needsReview,
  type OpenedImport,
  type PendingImport,
  type ReviewImport,
} from './importTypes';
export { IssueList } from './IssueList';
export { LazyImportReport } from './LazyImportReport';
export { LazyPasteDialog } from './LazyPasteDialog';
export { OpenFilesButton } from './OpenFilesButton';
export { parseText, warmParseWorker, WORKER_THRESHOLD } from './parseText';
export { PasteDialog } from './PasteDialog';
export { readFiles, type ReadFile } from '../../features/files/readFiles';
export { useFileDrop } from './useFileDrop';
export { useImport } from './useImport';
export { usePasteShortcut } from './usePasteShortcut';
