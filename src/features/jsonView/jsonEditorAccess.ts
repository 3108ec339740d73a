import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/**
 * Whether the JSON view takes edits, and how its text is reached: a labelled textbox that is the
 * scroller's one tab stop (the arrow keys scroll it), read-only or not.
 */
export const jsonEditorAccess = (readOnly: boolean, label: string) => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
  // Read-only content is not editable, so not focusable without its tabindex; editable content
  // is, but axe (and some readers) only count an explicit tabindex as reaching the scroller.
  EditorView.contentAttributes.of(
    readOnly
      ? { 'aria-label': label, 'aria-readonly': 'true', tabindex: '0' }
      : { 'aria-label': label, tabindex: '0' },
  ),
];
