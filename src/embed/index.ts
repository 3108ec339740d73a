// The library entry (`npm run build:lib`): React and ReactDOM are peer dependencies; the styles
// (each component imports its own) land in dist-lib/pass-studio.css, scoped under .pass-studio-root.
// The reset of the host's element rules is this entry's alone: a PassEditor here shares the host's
// document, while the custom element's shadow root and embed.html's frame keep the host's rules out.
import './hostReset.css';

export { PassEditor, type PassEditorHandle, type PassEditorProps } from './PassEditor';
export { PassPreview, type PassPreviewProps } from '../studio';
export {
  defineElement as definePassEditorElement,
  type PassEditorChangeDetail,
  type PassEditorElement,
  type PassEditorExportDetail,
} from './passEditorElement';
export { checkDocument, type CheckResult, type EmbedExportResult } from './checkDocument';
export { mergeWidgets } from './mergeWidgets';

export {
  resourceSchemas,
  resourceKinds,
  resourceLabels,
  isResourceKind,
  type ResourceKind,
  type ResourceDocument,
} from '../schema/resources';
export { transitClassSchema, type TransitClass } from '../schema/transitClass';
export { offerClassSchema, type OfferClass } from '../schema/offerClass';
export { offerObjectSchema, type OfferObject } from '../schema/offerObject';
// parse and lint, with every rule, are pass-studio/engine's (src/embed/engine.ts): here the
// rules load when the editor or checkDocument first needs them.
export { validate } from '../io/validate';
export { exportDocument, exportDocument as export, type ExportResult } from '../io/exportDocument';
export { blankDocument } from '../io/blankDocument';
export type { Issue } from '../io/issue';

export {
  defaultWidgets,
  useFieldValue,
  type WidgetEntry,
  type WidgetProps,
  type WidgetRegistry,
} from '../studio';
export type { PassDocument } from './backend/passBackend';

export {
  createMessage,
  createRequest,
  isAllowedOrigin,
  parseMessage,
  PROTOCOL,
  PROTOCOL_VERSION,
  type Message,
  type MessageOf,
  type ReplyPayload,
} from './protocol';
