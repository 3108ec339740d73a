export { issueDiagnostics, offsetAt } from './issueDiagnostics';
export { RawJsonEditor, type RawJsonEditorProps } from './RawJsonEditor';
export { rawJsonStatus } from './rawJsonStatus';
