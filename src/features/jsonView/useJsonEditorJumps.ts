import { EditorSelection } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { useCallback, useImperativeHandle, useRef, type Ref } from 'react';
import { pathOffset } from './pathOffset';
import type { RawJsonEditorHandle } from './rawJsonEditorProps';

/**
 * The JSON view's jumps, as its handle offers them to the document screen: the cursor to a
 * field's value or to a line and column, the focus in the text. React sets the handle before the
 * editor exists, so a jump asked for until `attach` hands the editor over waits for it; `attach`
 * takes null once the editor is gone.
 */
export function useJsonEditorJumps(ref: Ref<RawJsonEditorHandle> | undefined) {
  const view = useRef<EditorView | null>(null);
  const queued = useRef<((editor: EditorView) => void) | null>(null);
  useImperativeHandle(ref, () => {
    const run = (go: (editor: EditorView) => void) => {
      if (view.current) go(view.current);
      else queued.current = go;
    };
    const moveTo = (editor: EditorView, offset: number) => {
      editor.dispatch({ selection: EditorSelection.cursor(offset), scrollIntoView: true });
      editor.focus();
    };
    return {
      goTo: (segments) =>
        run((editor) => {
          const text = editor.state.doc.toString();
          moveTo(editor, Math.min(pathOffset(text, segments), editor.state.doc.length));
        }),
      goToLine: (line, column) =>
        run((editor) => {
          const at = editor.state.doc.line(Math.min(Math.max(1, line), editor.state.doc.lines));
          moveTo(editor, Math.min(at.from + Math.max(0, column - 1), at.to));
        }),
    };
  }, []);
  return useCallback((editor: EditorView | null) => {
    view.current = editor;
    if (!editor) return;
    queued.current?.(editor);
    queued.current = null;
  }, []);
}
