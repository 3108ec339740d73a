import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/** The editor in the app's colours; the CSS variables switch with light and dark. */
export const jsonEditorTheme = [
  EditorView.theme({
    '&': {
      color: 'var(--color-text)',
      backgroundColor: 'var(--color-surface-sunken)',
      border: '1px solid var(--color-border)',
      borderRadius: 'var(--radius-md)',
      fontSize: 'var(--text-sm)',
      height: '100%',
    },
    // Inside the edge: the boxes around the editor clip what is drawn outside it.
    '&.cm-focused': { outline: '2px solid var(--focus-ring-color)', outlineOffset: '-2px' },
    '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.5' },
    '.cm-content': { caretColor: 'var(--color-text)' },
    '.cm-cursor': { borderLeftColor: 'var(--color-text)' },
    '.cm-gutters': {
      color: 'var(--color-text-muted)',
      backgroundColor: 'var(--color-surface)',
      borderRight: '1px solid var(--color-border)',
    },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--color-accent-soft)' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
      backgroundColor: 'var(--color-accent-soft)',
    },
    '.cm-tooltip': {
      color: 'var(--color-text)',
      backgroundColor: 'var(--color-surface)',
      border: '1px solid var(--color-border)',
    },
  }),
  syntaxHighlighting(
    HighlightStyle.define([
      { tag: tags.propertyName, color: 'var(--color-accent)' },
      { tag: tags.string, color: 'var(--color-success)' },
      { tag: tags.number, color: 'var(--color-warning)' },
      { tag: [tags.bool, tags.null], color: 'var(--color-danger)' },
      { tag: tags.invalid, color: 'var(--color-danger)', textDecoration: 'underline wavy' },
    ]),
  ),
];
