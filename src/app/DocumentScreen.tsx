import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from 'react';
import {
  DocumentEditor,
  IssueList,
  SectionFields,
  SectionNav,
  useDocumentForm,
  useDocumentSnapshots,
  useFormEngine,
  type DocumentEditorHandle,
} from '../forms';
import type { Draft, StorageProblem } from './drafts';
import {
  onDraftMessage,
  openedDraft,
  recoverDraft,
  SaveStatus,
  syntaxErrorLabel,
  useAutosave,
  useDraftLock,
  useDraftStore,
  useEmergencyCopy,
  useHistory,
  useUndoShortcuts,
  type AutosaveEvents,
  type SyntaxProblem,
} from './drafts';
import { countIssues } from '../io/verdictText';
import { isRecord } from '../io/walkDocument';
import { DocumentVerdict } from './DocumentVerdict';
import { LazyExportDialog } from './export';
import {
  FormLocked,
  RawJsonEditor,
  SyntaxIssueList,
  type RawJsonEditorHandle,
  type RawJsonEditorProps,
} from './rawJson';
import { LivePreview } from '../studio/LivePreview';
import { useImageMeasurements } from './useImageMeasurements';
import { Pane } from './Pane';

// Dialogs a designer opens now and then load on first use, not with the editor.
const SaveLinkDialog = lazy(() =>
  import('./saveLink/SaveLinkDialog').then((m) => ({ default: m.SaveLinkDialog })),
);
const ChangesDialog = lazy(() =>
  import('./changes/ChangesDialog').then((m) => ({ default: m.ChangesDialog })),
);

/** What the workspace can ask of the open document. */
export interface DocumentScreenHandle {
  getDocument: () => unknown;
  flush: () => Promise<void>;
  /** Shows and focuses the field at `segments` (from another document: a paired object). */
  focusPath: (segments: readonly (string | number)[]) => void;
}

interface DocumentScreenProps {
  draft: Draft;
  /** Set when drafts cannot be stored at all; the save status says so from the start. */
  storageProblem?: StorageProblem | null;
  ref?: Ref<DocumentScreenHandle>;
  /** Offer object: the open offer class its `classId` names; the preview is drawn with it. */
  pairedClass?: unknown;
  /** A preview click on a field of the paired class, with its path inside that class. */
  onSelectPairedClassPath?: (segments: readonly (string | number)[]) => void;
  /** A line under the toolbar, inside the document's form (the class-and-pass pairing). */
  banner?: ReactNode;
}

function RawJsonView(props: Omit<RawJsonEditorProps, 'document'>) {
  const { snapshots } = useFormEngine();
  const document = useSyncExternalStore(snapshots.subscribe, () => snapshots.get().document);
  return <RawJsonEditor {...props} document={document} />;
}

/**
 * One open document: its form, undo history and autosave, laid out in the three panes
 * (sections, editor, preview). Mounted once per draft (keyed by id). Only one tab edits a draft
 * at a time (a Web Lock); another tab shows it read-only and follows its saves. Text typed in the
 * JSON view that does not parse is kept in the draft, and the form waits until it parses.
 */
export function DocumentScreen({
  draft: stored,
  storageProblem = null,
  ref,
  pairedClass,
  onSelectPairedClassPath,
  banner,
}: DocumentScreenProps) {
  const [opened] = useState(() => openedDraft(stored));
  const store = useDraftStore();
  const form = useDocumentForm(stored.kind, opened.document);
  // The one subscription to the document's changes: undo, autosave, the emergency copy, the
  // issue channel and the preview all read its snapshots (docs/architecture.md).
  const snapshots = useDocumentSnapshots(
    form,
    // The opened document is what the form holds (it keeps a copy): no need to clone it again.
    isRecord(opened.document) ? { initial: opened.document } : {},
  );
  // Image sizes for the readiness rules, measured as the images load.
  const images = useImageMeasurements(snapshots, stored.kind);
  const lintOptions = useMemo(() => ({ images }), [images]);
  const history = useHistory<unknown>(opened.document, opened.history);
  const editor = useRef<DocumentEditorHandle>(null);
  const rawEditor = useRef<RawJsonEditorHandle | null>(null);
  const pendingJump = useRef<((handle: RawJsonEditorHandle) => void) | null>(null);
  const [view, setView] = useState<'form' | 'json'>(opened.problem ? 'json' : 'form');
  const [exporting, setExporting] = useState(false);
  const [linking, setLinking] = useState(false);
  const [comparing, setComparing] = useState(false);
  // The JSON view starts from this text (kept work that does not parse); `version` remounts it.
  const [rawStart, setRawStart] = useState({ text: opened.rawText, version: 0 });
  // Reads the JSON view's text while it is ahead of the form (typed, not yet applied).
  const rawSource = useRef<(() => string) | null>(
    opened.rawText === undefined ? null : () => opened.rawText ?? '',
  );
  const [syntax, setSyntax] = useState<SyntaxProblem | null>(opened.problem);
  const broken = syntax !== null;

  const flushRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const lock = useDraftLock(stored.id, () => flushRef.current());
  // Editable once this tab holds the lock and has folded in what a closed tab left unsaved.
  const [recovered, setRecovered] = useState(false);
  const owner = lock === 'held' && recovered;

  const { record, undo, redo, stacks, reset: resetHistory } = history;
  const copyHeader = useMemo(
    () =>
      owner
        ? { id: stored.id, kind: stored.kind, name: stored.name, createdAt: stored.createdAt }
        : null,
    [owner, stored.id, stored.kind, stored.name, stored.createdAt],
  );
  const emergency = useEmergencyCopy(copyHeader, snapshots, rawSource);

  // The JSON view's text, while it does not parse, is no document change: autosave hears of it here.
  const textListeners = useRef(new Set<() => void>());

  // An undo step per settled run of edits: the snapshot is immutable, so it is kept as it is.
  useEffect(
    () =>
      snapshots.subscribeSettled(({ snapshot, key, origin }) => {
        if (origin === 'edit') record(snapshot.document, key);
      }),
    [snapshots, record],
  );
  useEffect(() => () => snapshots.settle(), [snapshots]);

  /**
   * Puts a whole document in the form: an `edit` (from the JSON view) is an undo step, a
   * `restore` (undo, redo) is not; both are this tab's work and saved. An `outside` document
   * (another tab's save, recovery) is only shown.
   */
  const replaceDocument = useCallback(
    (next: unknown, change: 'edit' | 'restore' | 'outside') => {
      snapshots.replace(next, change);
      if (change !== 'outside') emergency.keepDocument(next);
    },
    [snapshots, emergency],
  );
  /** Shows a stored draft: another tab's save, or what recovery made of it. */
  const showStored = useCallback(
    (next: Draft) => {
      const shown = openedDraft(next);
      replaceDocument(shown.document, 'outside');
      resetHistory(shown.document, shown.history);
      rawSource.current = shown.rawText === undefined ? null : () => shown.rawText ?? '';
      setSyntax(shown.problem);
      setRawStart((s) => ({ text: shown.rawText, version: s.version + 1 }));
      if (shown.problem) setView('json');
    },
    [replaceDocument, resetHistory],
  );

  // Taking the lock: fold in the emergency copy a closed tab left, before anything is typed.
  const shownAt = useRef(stored.updatedAt);
  useEffect(() => {
    if (lock !== 'held') return;
    let live = true;
    void recoverDraft(store, stored.id)
      .catch(() => undefined)
      .then((latest) => {
        if (!live) return;
        if (latest && latest.updatedAt !== shownAt.current) {
          shownAt.current = latest.updatedAt;
          showStored(latest);
        }
        setRecovered(true);
      });
    return () => {
      live = false;
    };
  }, [lock, store, stored.id, showStored]);

  // Read-only: follow the editing tab's saves as they land.
  useEffect(() => {
    if (lock !== 'elsewhere') return;
    return onDraftMessage((message) => {
      if (message.type !== 'saved' || message.id !== stored.id) return;
      void store.get(stored.id).then((latest) => {
        if (!latest || latest.updatedAt === shownAt.current) return;
        shownAt.current = latest.updatedAt;
        showStored(latest);
      });
    });
  }, [lock, store, stored.id, showStored]);

  const onUndo = useCallback(() => {
    if (!owner || broken) return;
    snapshots.settle();
    const snapshot = undo();
    if (snapshot !== undefined) replaceDocument(snapshot, 'restore');
  }, [owner, broken, snapshots, undo, replaceDocument]);
  const onRedo = useCallback(() => {
    if (!owner || broken) return;
    snapshots.settle();
    const snapshot = redo();
    if (snapshot !== undefined) replaceDocument(snapshot, 'restore');
  }, [owner, broken, snapshots, redo, replaceDocument]);
  useUndoShortcuts(onUndo, onRedo);

  // Raw JSON: every keystroke is kept (text first, document once it parses).
  const onRawText = useCallback(
    (text: () => string) => {
      rawSource.current = text;
      emergency.keepRaw();
      textListeners.current.forEach((listener) => listener());
      snapshots.note('json-text');
    },
    [emergency, snapshots],
  );
  const onRawEdit = useCallback(
    (next: unknown) => {
      rawSource.current = null;
      setRawStart((s) => (s.text === undefined ? s : { text: undefined, version: s.version }));
      replaceDocument(next, 'edit');
    },
    [replaceDocument],
  );
  const onSyntaxProblem = useCallback((problem: SyntaxProblem | null) => setSyntax(problem), []);

  const getSnapshot = useCallback((): Draft => {
    snapshots.settle();
    const { rawText: _stale, ...rest } = stored;
    const text = rawSource.current?.();
    const next: Draft = { ...rest, document: snapshots.get().document, history: stacks() };
    // The counts the toolbar shows, from the issue channel: the tabs need not check again.
    const issues = editor.current?.issues();
    if (issues) next.verdict = countIssues(issues);
    return text === undefined ? next : { ...next, rawText: text };
  }, [stored, snapshots, stacks]);
  const subscribe = useCallback(
    ({ changed, settled }: AutosaveEvents) => {
      textListeners.current.add(changed);
      const unsubscribeChanges = snapshots.subscribe(({ origin }) => {
        if (origin !== 'outside') changed();
      });
      const unsubscribeSettled = snapshots.subscribeSettled(settled);
      return () => {
        textListeners.current.delete(changed);
        unsubscribeChanges();
        unsubscribeSettled();
      };
    },
    [snapshots],
  );
  const autosave = useAutosave(owner ? stored.id : null, getSnapshot, subscribe, storageProblem);
  const { flush } = autosave;
  useEffect(() => {
    flushRef.current = flush;
  });

  const jumpInJson = useCallback((go: (handle: RawJsonEditorHandle) => void) => {
    if (rawEditor.current) go(rawEditor.current);
    else pendingJump.current = go;
    setView('json');
  }, []);
  const rawRef = useCallback((handle: RawJsonEditorHandle | null) => {
    rawEditor.current = handle;
    if (handle && pendingJump.current) {
      pendingJump.current(handle);
      pendingJump.current = null;
    }
  }, []);
  // An issue or a preview element chosen in the JSON view moves the cursor there, in the JSON.
  const onFocusPath = useCallback(
    (segments: readonly (string | number)[]) => {
      if (view === 'json') rawEditor.current?.goTo(segments);
      else setView('form');
    },
    [view],
  );
  const focusPath = useCallback((segments: readonly (string | number)[]) => {
    editor.current?.focusPath(segments);
  }, []);
  useImperativeHandle(ref, () => ({ getDocument: () => form.getValues(), flush, focusPath }), [
    form,
    flush,
    focusPath,
  ]);
  const showSyntaxProblem = useCallback(() => {
    if (syntax) jumpInJson((handle) => handle.goToLine(syntax.line, syntax.column));
  }, [syntax, jumpInJson]);

  const showForm = useCallback(() => {
    // The JSON view comes back with text not yet in the form (broken, or within the pause).
    const text = view === 'json' ? rawSource.current?.() : undefined;
    if (text !== undefined) setRawStart((s) => ({ text, version: s.version }));
    setView('form');
  }, [view]);

  const readOnly = !owner;
  return (
    <DocumentEditor
      form={form}
      snapshots={snapshots}
      kind={stored.kind}
      ref={editor}
      readOnly={readOnly}
      onFocusPath={onFocusPath}
      lintOptions={lintOptions}
    >
      <section className="document-bar" aria-label="Current document">
        {lock === 'elsewhere' ? (
          <p className="banner banner--warning" role="status">
            <strong>Read-only here:</strong> this document is open for editing in another tab or
            window. Its saved changes appear here as they happen; close it there to edit here.
          </p>
        ) : null}
        <div className="document-toolbar" role="toolbar" aria-label="Document">
          <button
            type="button"
            onClick={onUndo}
            disabled={!history.canUndo || readOnly || broken}
            aria-keyshortcuts="Control+Z"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={onRedo}
            disabled={!history.canRedo || readOnly || broken}
            aria-keyshortcuts="Control+Shift+Z"
          >
            Redo
          </button>
          <div className="segmented" role="group" aria-label="View">
            <button type="button" aria-pressed={view === 'form'} onClick={showForm}>
              Form
            </button>
            <button type="button" aria-pressed={view === 'json'} onClick={() => setView('json')}>
              JSON
            </button>
          </div>
          <button type="button" className="button--primary" onClick={() => setExporting(true)}>
            Export…
          </button>
          <button type="button" onClick={() => setLinking(true)}>
            Save link…
          </button>
          <button type="button" onClick={() => setComparing(true)}>
            Changes…
          </button>
          <span className="document-toolbar__status">
            {syntax ? (
              // Never "Valid" while the text does not parse: the form holds an older state.
              <span className="document-verdict document-verdict--error" aria-live="polite">
                {syntaxErrorLabel(syntax)}
              </span>
            ) : (
              <DocumentVerdict />
            )}
            {lock === 'elsewhere' ? (
              <span role="status" className="save-status">
                Read-only
              </span>
            ) : (
              <SaveStatus
                status={autosave.status}
                lastSavedAt={autosave.lastSavedAt}
                problem={autosave.problem}
              />
            )}
          </span>
        </div>
      </section>
      {banner}
      <main className="workspace">
        <Pane label="Sections">
          <SectionNav />
          {syntax ? (
            <SyntaxIssueList problem={syntax} onSelect={showSyntaxProblem} />
          ) : (
            <IssueList />
          )}
        </Pane>
        <Pane label="Editor">
          {view === 'json' ? (
            <RawJsonView
              key={rawStart.version}
              kind={stored.kind}
              initialText={rawStart.text}
              readOnly={readOnly}
              onValidEdit={onRawEdit}
              onTextChange={onRawText}
              onSyntaxProblem={onSyntaxProblem}
              ref={rawRef}
            />
          ) : syntax ? (
            <FormLocked problem={syntax} onShowJson={showSyntaxProblem} />
          ) : (
            <SectionFields />
          )}
        </Pane>
        <Pane label="Preview">
          <LivePreview
            snapshots={snapshots}
            kind={stored.kind}
            onSelectPath={focusPath}
            pairedClass={pairedClass}
            onSelectPairedClassPath={onSelectPairedClassPath}
          />
        </Pane>
      </main>
      {exporting ? (
        <LazyExportDialog
          images={images}
          kind={stored.kind}
          document={form.getValues()}
          onFocusPath={focusPath}
          onClose={() => setExporting(false)}
        />
      ) : null}
      {linking ? (
        <Suspense fallback={null}>
          <SaveLinkDialog
            kind={stored.kind}
            document={form.getValues()}
            pairedClass={pairedClass}
            onClose={() => setLinking(false)}
          />
        </Suspense>
      ) : null}
      {comparing ? (
        <Suspense fallback={null}>
          <ChangesDialog
            kind={stored.kind}
            document={form.getValues()}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      ) : null}
    </DocumentEditor>
  );
}
