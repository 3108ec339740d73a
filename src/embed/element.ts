// `pass-studio/element`: importing it registers <pass-editor>, which brings its own styles into
// its shadow root (no stylesheet to add). Call definePassEditorElement('other-name') for another tag.
import { defineElement } from './passEditorElement';

defineElement();

export {
  defineElement as definePassEditorElement,
  type PassEditorChangeDetail,
  type PassEditorElement,
  type PassEditorExportDetail,
} from './passEditorElement';
