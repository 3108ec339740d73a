import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import {
  DocumentEditor,
  IssueList,
  SectionFields,
  SectionNav,
  useDocumentForm,
  type DocumentEditorHandle,
} from '../forms';
import type { Draft, StorageProblem } from './drafts';
import { SaveStatus, useAutosave, useHistory, useUndoShortcuts } from './drafts';
import { ExportDialog } from './export';
import { RawJsonEditor } from './rawJson';
import { SaveLinkDialog } from './saveLink';
import { LivePreview } from './LivePreview';
import { Pane } from './Pane';

/** What the workspace can ask of the open document. */
export interface DocumentScreenHandle {
  getDocument: () => unknown;
  flush: () => Promise<void>;
}

interface DocumentScreenProps {
  draft: Draft;
  /** Set when drafts cannot be stored at all; the save status says so from the start. */
  storageProblem?: StorageProblem | null;
  ref?: Ref<DocumentScreenHandle>;
  /** Offer object: the open offer class its `classId` names; the preview is drawn with it. */
  pairedClass?: unknown;
  /** A line under the toolbar, inside the document's form (the class-and-pass pairing). */
  banner?: ReactNode;
}

const snapshotOf = (values: FieldValues): unknown => structuredClone(values);

/** Quiet time after an edit before it becomes an undo step. */
const SNAPSHOT_DELAY_MS = 250;

function RawJsonView({
  control,
  draft,
  onEdit,
}: {
  control: Control;
  draft: Draft;
  onEdit: (d: unknown) => void;
}) {
  const document = useWatch({ control });
  return <RawJsonEditor kind={draft.kind} document={document} onValidEdit={onEdit} />;
}

/**
 * One open document: its form, undo history and autosave, laid out in the three panes
 * (sections, editor, preview). Mounted once per draft (keyed by id).
 */
export function DocumentScreen({
  draft,
  storageProblem = null,
  ref,
  pairedClass,
  banner,
}: DocumentScreenProps) {
  const form = useDocumentForm(draft.kind, draft.document);
  const history = useHistory<unknown>(draft.document, draft.history);
  const editor = useRef<DocumentEditorHandle>(null);
  const restoring = useRef(false);
  const [view, setView] = useState<'form' | 'json'>('form');
  const [exporting, setExporting] = useState(false);
  const [linking, setLinking] = useState(false);

  const { record, undo, redo, stacks } = history;
  // A snapshot clones the whole document: take it once typing pauses, not on every keystroke.
  // Undo, redo and autosave take any pending one first, so no edit is missed.
  const pending = useRef<{ key: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const recordPending = useCallback(() => {
    const step = pending.current;
    if (!step) return;
    clearTimeout(step.timer);
    pending.current = null;
    record(snapshotOf(form.getValues()), step.key);
  }, [form, record]);
  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (restoring.current) return;
        const key = name ?? 'document';
        if (pending.current && pending.current.key !== key) recordPending();
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = { key, timer: setTimeout(recordPending, SNAPSHOT_DELAY_MS) };
      },
    });
    return () => {
      recordPending();
      unsubscribe();
    };
  }, [form, recordPending]);

  const restore = useCallback(
    (snapshot: unknown) => {
      restoring.current = true;
      form.reset(snapshot as FieldValues, { keepDefaultValues: true });
      restoring.current = false;
    },
    [form],
  );
  const onUndo = useCallback(() => {
    recordPending();
    const snapshot = undo();
    if (snapshot !== undefined) restore(snapshot);
  }, [recordPending, undo, restore]);
  const onRedo = useCallback(() => {
    recordPending();
    const snapshot = redo();
    if (snapshot !== undefined) restore(snapshot);
  }, [recordPending, redo, restore]);
  useUndoShortcuts(onUndo, onRedo);

  // Raw JSON edits replace the document and are recorded as one step.
  const onRawEdit = useCallback(
    (next: unknown) => {
      form.reset(next as FieldValues, { keepDefaultValues: true });
    },
    [form],
  );

  const getSnapshot = useCallback((): Draft => {
    recordPending();
    return { ...draft, document: form.getValues(), history: stacks() };
  }, [draft, form, stacks, recordPending]);
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ formState: { values: true }, callback: onChange }),
    [form],
  );
  const autosave = useAutosave(draft.id, getSnapshot, subscribe, storageProblem);
  const { flush } = autosave;
  useImperativeHandle(ref, () => ({ getDocument: () => form.getValues(), flush }), [form, flush]);

  // The editor shows the form view before it focuses a field (it waits for the field to render).
  const showForm = useCallback(() => setView('form'), []);
  const focusPath = useCallback((segments: readonly (string | number)[]) => {
    editor.current?.focusPath(segments);
  }, []);

  return (
    <DocumentEditor form={form} kind={draft.kind} ref={editor} onFocusPath={showForm}>
      <section className="document-bar" aria-label="Current document">
        <div className="document-toolbar" role="toolbar" aria-label="Document">
          <button
            type="button"
            onClick={onUndo}
            disabled={!history.canUndo}
            aria-keyshortcuts="Control+Z"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={onRedo}
            disabled={!history.canRedo}
            aria-keyshortcuts="Control+Shift+Z"
          >
            Redo
          </button>
          <div className="segmented" role="group" aria-label="View">
            <button type="button" aria-pressed={view === 'form'} onClick={() => setView('form')}>
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
          <span className="document-toolbar__status">
            <SaveStatus
              status={autosave.status}
              lastSavedAt={autosave.lastSavedAt}
              problem={autosave.problem}
            />
          </span>
        </div>
      </section>
      {banner}
      <main className="workspace">
        <Pane label="Sections">
          <SectionNav />
          <IssueList />
        </Pane>
        <Pane label="Editor">
          {view === 'form' ? (
            <SectionFields />
          ) : (
            <RawJsonView control={form.control} draft={draft} onEdit={onRawEdit} />
          )}
        </Pane>
        <Pane label="Preview">
          <LivePreview
            form={form}
            kind={draft.kind}
            onSelectPath={focusPath}
            pairedClass={pairedClass}
          />
        </Pane>
      </main>
      {exporting ? (
        <ExportDialog
          kind={draft.kind}
          document={form.getValues()}
          onFocusPath={focusPath}
          onClose={() => setExporting(false)}
        />
      ) : null}
      {linking ? (
        <SaveLinkDialog
          kind={draft.kind}
          document={form.getValues()}
          pairedClass={pairedClass}
          onClose={() => setLinking(false)}
        />
      ) : null}
    </DocumentEditor>
  );
}
