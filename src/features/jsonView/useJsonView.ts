import { useCallback, useRef, useState } from 'react';
import type { EditorView } from '../commands';
import type { Segments } from '../../studio';
import type { SyntaxProblem } from '../../io';
import type { RawJsonEditorHandle } from './rawJsonEditorProps';

/** A draft as opened: its document, and kept JSON text that did not parse, with the problem. */
interface OpenedText {
  rawText?: string | undefined;
  problem: SyntaxProblem | null;
}

/**
 * The Form / JSON switch of one document and the JSON view's state: the text it starts from (kept
 * work that does not parse), the text while it is ahead of the form, and where it breaks. The
 * form is locked while the text does not parse, so nothing is lost between the two.
 */
export function useJsonView(opened: OpenedText) {
  const [view, setView] = useState<EditorView>(opened.problem ? 'json' : 'form');
  // The JSON view starts from this text; `version` remounts it.
  const [start, setStart] = useState({ text: opened.rawText, version: 0 });
  // Reads the JSON view's text while it is ahead of the form (typed, not yet applied).
  const textSource = useRef<(() => string) | null>(
    opened.rawText === undefined ? null : () => opened.rawText ?? '',
  );
  const [syntax, setSyntax] = useState<SyntaxProblem | null>(opened.problem);
  const editor = useRef<RawJsonEditorHandle | null>(null);
  const pendingJump = useRef<((handle: RawJsonEditorHandle) => void) | null>(null);

  const jump = useCallback((go: (handle: RawJsonEditorHandle) => void) => {
    if (editor.current) go(editor.current);
    else pendingJump.current = go;
    setView('json');
  }, []);
  const editorRef = useCallback((handle: RawJsonEditorHandle | null) => {
    editor.current = handle;
    if (handle && pendingJump.current) {
      pendingJump.current(handle);
      pendingJump.current = null;
    }
  }, []);
  // An issue or a preview element chosen in the JSON view moves the cursor there, in the JSON.
  const onFocusPath = useCallback(
    (segments: Segments) => {
      if (view === 'json') editor.current?.goTo(segments);
      else setView('form');
    },
    [view],
  );
  const showSyntaxProblem = useCallback(() => {
    if (syntax) jump((handle) => handle.goToLine(syntax.line, syntax.column));
  }, [syntax, jump]);
  const showForm = useCallback(() => {
    // The JSON view comes back with text not yet in the form (broken, or within the pause).
    const text = view === 'json' ? textSource.current?.() : undefined;
    if (text !== undefined) setStart((s) => ({ text, version: s.version }));
    setView('form');
  }, [view]);
  /** The Form / JSON choice (the toolbar's viewChoice): the form through showForm. */
  const choose = useCallback(
    (to: EditorView) => (to === 'form' ? showForm() : setView('json')),
    [showForm],
  );
  /** Starts over from another draft's text (another tab's save, recovery). */
  const restart = useCallback((next: OpenedText) => {
    textSource.current = next.rawText === undefined ? null : () => next.rawText ?? '';
    setSyntax(next.problem);
    setStart((s) => ({ text: next.rawText, version: s.version + 1 }));
    if (next.problem) setView('json');
  }, []);
  /** The document was replaced from outside (a host): text typed here and not in it gives way. */
  const replaced = useCallback(() => {
    if (textSource.current !== null) restart({ problem: null });
  }, [restart]);
  /** Each keystroke of the JSON view: its whole text, read only when needed. */
  const keepText = useCallback((text: () => string) => {
    textSource.current = text;
  }, []);
  /** A text that parses was applied to the form: the view's text is the document's again. */
  const applied = useCallback(() => {
    textSource.current = null;
    setStart((s) => (s.text === undefined ? s : { text: undefined, version: s.version }));
  }, []);

  return {
    view,
    setView,
    start,
    textSource,
    syntax,
    setSyntax,
    broken: syntax !== null,
    editorRef,
    onFocusPath,
    showSyntaxProblem,
    showForm,
    choose,
    restart,
    replaced,
    applied,
    keepText,
  };
}

export type JsonView = ReturnType<typeof useJsonView>;
