export {
  DocumentEditor,
  type DocumentEditorHandle,
  type DocumentEditorProps,
} from './DocumentEditor';
export { DocumentForm, type DocumentFormProps } from './DocumentForm';
export { SectionNav } from './SectionNav';
export { SectionFields } from './SectionFields';
export { IssueList } from './IssueList';
export { useDocumentForm } from './useDocumentForm';
export { useDocumentSnapshots } from './useDocumentSnapshots';
export {
  SETTLE_MS,
  type DocumentSnapshot,
  type DocumentSnapshots,
  type SettledRun,
  type SnapshotOrigin,
} from './documentSnapshots';
export { useFocusPath } from './useFocusPath';
export { useFormEngine } from './FormEngineContext';
export { useDocumentValue, useDocumentValues } from './useDocumentValue';
export { useDocumentIssueList } from './useDocumentIssueList';
export { defaultWidgets, hintedWidgets, shapeWidgets } from './defaultWidgets';
export { resolveWidget } from './resolveWidget';
export { skeletonOf } from './skeletonOf';
export type { Segments } from './fieldPath';
export type { WidgetEntry, WidgetProps, WidgetRegistry } from './widgetTypes';
