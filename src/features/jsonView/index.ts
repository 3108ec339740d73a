export { issueDiagnostics, offsetAt } from './issueDiagnostics';
export { RawJsonEditor, type RawJsonEditorHandle, type RawJsonEditorProps } from './RawJsonEditor';
export { rawJsonStatus } from './rawJsonStatus';
export { FormLocked, SyntaxIssueList } from './SyntaxProblemNotice';
export { JsonViewPane } from './JsonViewPane';
export { jsonViewSlots } from './jsonViewSlots';
export { useJsonView, type JsonView } from './useJsonView';
