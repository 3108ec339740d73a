// What the app and the embed use of the editor: they reach src/forms and src/preview only here.
export { useStudio, type ExportOutcome, type Studio, type StudioOptions } from './useStudio';
export { StudioLayout, type StudioLayoutProps } from './StudioLayout';
export { DocumentVerdict } from './DocumentVerdict';
export { Pane } from './Pane';
export { firstField, focusFirstField } from './focusFirstField';
export { focusWhenRendered } from '../forms/focusWhenRendered';
export { fieldLabel } from '../io/fieldLabel';
export { fieldIndex, type FieldEntry } from './goToField/fieldIndex';
export { MATCH_LIMIT, matchFields } from './goToField/matchFields';
export type { HistoryStacks } from './history/history';
export { OWN_HISTORY_ATTRIBUTE } from './history/useUndoShortcuts';
export { studioStyles } from './editorStyles';
export type { SubmitResult } from '../forms/useDocumentForm';
export type { DocumentSnapshots, SnapshotOrigin } from '../forms/documentSnapshots';
export { toSegments, valueAt, type Segments } from '../forms/fieldPath';
export { useDocumentAccess } from '../forms/useDocumentAccess';
export { useDocumentValue } from '../forms/useDocumentValue';
export { useFieldValue } from '../forms/useFieldValue';
export { useFormEngine } from '../forms/FormEngineContext';
export { defaultWidgets, preloadDefaultWidgets } from '../forms/defaultWidgets';
export { usePreloadWhenIdle } from '../forms/usePreloadWhenIdle';
export type { WidgetEntry, WidgetProps, WidgetRegistry } from '../forms/widgetTypes';
export { PassPreview, preloadPassPreview, type PassPreviewProps } from '../preview/PassPreview';
export { useBarcodeSvg } from '../preview/useBarcodeSvg';
export { saveSampleTrip } from '../preview/useSampleTrip';
export { sampleTripFromTransitObject } from '../preview/sampleTripFromTransitObject';
export {
  PreviewSettingsContext,
  currentPreviewSettings,
  type PreviewSettings,
} from '../preview/previewSettings';
export { useSampleTrip } from '../preview/useSampleTrip';
export { sampleTripObject } from '../preview/sampleTrip';
