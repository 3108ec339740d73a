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
export { OWN_HISTORY_ATTRIBUTE } from './history/useUndoShortcuts';
export { studioStyles } from './editorStyles';
export type { Segments } from '../forms/fieldPath';
export { useDocumentField, type DocumentField } from './useDocumentField';
export { useFieldValue } from '../forms/useFieldValue';
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
