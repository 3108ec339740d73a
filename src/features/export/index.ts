export { copyToClipboard } from './copyToClipboard';
export { describeExportChange } from './describeExportChange';
export { download } from './download';
export { ExportDialog } from './ExportDialog';
export { exportFilename } from './exportFilename';
export { LazyExportDialog } from './LazyExportDialog';
