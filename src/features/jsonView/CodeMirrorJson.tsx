import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { forceLinting, lintGutter, linter, lintKeymap } from '@codemirror/lint';
import { Annotation, Compartment, EditorSelection, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useMemo, useRef, useState } from 'react';
import { locateIssues, parseSyntax, pathLabel, type Issue, type ParseResult } from '../../io';
import { introspect, resourceSchemas } from '../../schema';
import { syntaxProblemOf } from '../../io/syntaxProblem';
import { OWN_HISTORY_ATTRIBUTE } from '../../studio';
import { issueDiagnostics } from './issueDiagnostics';
import { jsonEditorAccess } from './jsonEditorAccess';
import { jsonEditorTheme } from './jsonEditorTheme';
import type { RawJsonEditorProps } from './rawJsonEditorProps';
import { rawJsonStatus } from './rawJsonStatus';
import { secretMask } from './secretMask';
import { useJsonEditorJumps } from './useJsonEditorJumps';

/** Edits are parsed and handed on after this much quiet. */
export const EDIT_DELAY_MS = 300;

/** Marks text replaced from outside (a form edit), which is not the user's raw edit. */
const external = Annotation.define<boolean>();

const toText = (document: unknown) => JSON.stringify(document, null, 2) ?? '';

/** The CodeMirror 6 JSON editor behind `RawJsonEditor`; loaded on demand. */
export function CodeMirrorJson({
  kind,
  document,
  initialText,
  onValidEdit,
  onTextChange,
  onSyntaxProblem,
  issues,
  readOnly = false,
  label = 'Raw JSON',
  ref,
}: RawJsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const root = useMemo(() => introspect(resourceSchemas[kind]), [kind]);
  // What the editor's callbacks read: this render's props, without rebuilding the editor.
  const props = {
    kind,
    document,
    onValidEdit,
    onTextChange,
    onSyntaxProblem,
    issues,
    root,
    readOnly,
  };
  const latest = useRef(props);
  // The document last handed to onValidEdit: when it comes back as a prop, the text is current.
  const emitted = useRef<unknown>(undefined);
  // A document from outside not yet shown because the user is typing here or the text is broken.
  const seen = useRef(document);
  const pending = useRef<{ document: unknown } | null>(null);
  const parsed = useRef<{ text: string; result: ParseResult } | null>(null);
  const [status, setStatus] = useState<{ text: string; broken: boolean } | null>(() =>
    // Kept text that does not parse is broken from the first paint, not after the first lint.
    initialText === undefined || readOnly ? null : rawJsonStatus(parseSyntax(initialText, kind)),
  );
  const [focused, setFocused] = useState(false);
  const [reveal, setReveal] = useState(false);
  const masking = useRef(new Compartment());
  const access = useRef(new Compartment());
  const revealRef = useRef(reveal);
  const initial = useRef({ text: initialText, readOnly, label });
  // Set while a user's edit waits for its pause; unmounting hands it on instead of dropping it.
  const flushEdit = useRef<(() => void) | null>(null);

  useEffect(() => {
    latest.current = props;
  });

  const attach = useJsonEditorJumps(ref);

  useEffect(() => {
    const parsedNow = (text: string) => {
      if (parsed.current?.text !== text) {
        parsed.current = { text, result: parseSyntax(text, latest.current.kind) };
      }
      return parsed.current.result;
    };
    // The check's issues placed in the text, kept while neither changes.
    let placed: { text: string; from: readonly Issue[]; issues: Issue[] } | undefined;
    const marked = (text: string) => {
      const from = latest.current.issues?.now();
      if (!from) return undefined;
      if (placed?.text !== text || placed.from !== from)
        placed = { text, from, issues: locateIssues(text, from) };
      return placed.issues;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let linting = false;
    const lint = (v: EditorView) => {
      const text = v.state.doc.toString();
      const syntax = parsedNow(text);
      latest.current.onSyntaxProblem?.(syntaxProblemOf(syntax));
      // Text that parses goes to the document first, so the issues are its own: the
      // editor's one check runs then (the JSON view checks nothing itself).
      if (syntax.document !== undefined) flushEdit.current?.();
      const found = syntax.document === undefined ? syntax.issues : marked(text);
      // A read-only view (the export preview) shows the text, not a verdict on it; the
      // issues wait for the warnings' rules on a page's first check.
      const shown = found && { ...syntax, issues: found };
      setStatus(latest.current.readOnly || !shown ? null : rawJsonStatus(shown));
      const where = (segments: readonly (string | number)[]) =>
        pathLabel(latest.current.root, segments);
      return issueDiagnostics(found ?? [], v.state.doc, where);
    };

    const emit = (editor: EditorView) => {
      flushEdit.current = null;
      clearTimeout(timer);
      const result = parsedNow(editor.state.doc.toString());
      if (result.document === undefined) return;
      // The user's own edit wins over any outside change still waiting.
      pending.current = null;
      emitted.current = result.document;
      latest.current.onValidEdit?.(result.document);
    };
    const start = initial.current;
    const editor = new EditorView({
      parent: host.current ?? undefined,
      state: EditorState.create({
        doc: start.text ?? toText(latest.current.document),
        extensions: [
          lineNumbers(),
          foldGutter(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          json(),
          jsonEditorTheme,
          masking.current.of(revealRef.current ? [] : secretMask),
          lintGutter(),
          // The linter runs after every change, from the user or from outside: it also sets the
          // status line, so text and status never disagree.
          linter(
            (v) => {
              linting = true;
              try {
                return lint(v);
              } finally {
                linting = false;
              }
            },
            { delay: EDIT_DELAY_MS },
          ),
          keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, ...lintKeymap]),
          access.current.of(jsonEditorAccess(start.readOnly, start.label)),
          EditorView.updateListener.of((update) => {
            if (update.focusChanged) setFocused(update.view.hasFocus);
            const fromUser =
              update.docChanged && !update.transactions.some((t) => t.annotation(external));
            if (!fromUser || update.state.readOnly) return;
            // Every keystroke, at once: the draft keeps text that does not parse too.
            latest.current.onTextChange?.(() => update.view.state.doc.toString());
            clearTimeout(timer);
            flushEdit.current = () => emit(update.view);
            timer = setTimeout(() => emit(update.view), EDIT_DELAY_MS);
          }),
        ],
      }),
    });
    view.current = editor;
    attach(editor);
    // New issues without an edit here (the rules loaded, an image measured) are marked too; those
    // of an edit here arrive while the linter runs, which shows them itself.
    const unsubscribe = latest.current.issues?.subscribe(() => {
      if (!linting) forceLinting(editor);
    });
    return () => {
      unsubscribe?.();
      clearTimeout(timer);
      // Leaving within the pause (switching to the form) still hands the edit on.
      flushEdit.current?.();
      editor.destroy();
      view.current = null;
      attach(null);
    };
  }, [attach]);

  useEffect(() => {
    view.current?.dispatch({
      effects: access.current.reconfigure(jsonEditorAccess(readOnly, label)),
    });
  }, [readOnly, label]);

  useEffect(() => {
    revealRef.current = reveal;
    view.current?.dispatch({ effects: masking.current.reconfigure(reveal ? [] : secretMask) });
  }, [reveal]);

  // Form edits replace the text, unless the user is typing here or the text does not parse:
  // then they wait until focus leaves, and a valid edit here supersedes them.
  useEffect(() => {
    if (document !== seen.current) {
      seen.current = document;
      pending.current = document === emitted.current ? null : { document };
    }
    const editor = view.current;
    const next = pending.current;
    if (!editor || !next || (focused && !readOnly) || status?.broken) return;
    pending.current = null;
    const text = toText(next.document);
    const current = editor.state.doc.toString();
    if (text === current) return;
    const head = Math.min(editor.state.selection.main.head, text.length);
    editor.dispatch({
      changes: { from: 0, to: current.length, insert: text },
      selection: EditorSelection.cursor(head),
      annotations: external.of(true),
    });
    parsed.current = { text, result: parseSyntax(text, kind) };
    forceLinting(editor);
  }, [document, kind, readOnly, focused, status?.broken]);

  return (
    <div className="raw-json" {...{ [OWN_HISTORY_ATTRIBUTE]: '' }}>
      {kind === 'offerObject' && (
        <label className="raw-json__reveal">
          <input
            type="checkbox"
            checked={reveal}
            onChange={(event) => setReveal(event.target.checked)}
          />{' '}
          Reveal secrets
        </label>
      )}
      <div ref={host} className="raw-json__editor" />
      {status && (
        <p
          role="status"
          className={`raw-json__status${status.broken ? ' raw-json__status--broken' : ''}`}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
