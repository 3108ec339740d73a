import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { defaultWidgets, preloadDefaultWidgets } from '../forms/defaultWidgets';
import { DocumentEditor, type DocumentEditorHandle } from '../forms/DocumentEditor';
import type { Segments } from '../forms/fieldPath';
import { IssueList } from '../forms/IssueList';
import { SectionFields } from '../forms/SectionFields';
import { SectionNav } from '../forms/SectionNav';
import { useDocumentForm } from '../forms/useDocumentForm';
import { useDocumentSnapshots } from '../forms/useDocumentSnapshots';
import { usePreloadWhenIdle } from '../forms/usePreloadWhenIdle';
import type { WidgetRegistry } from '../forms/widgetTypes';
import { blankDocument } from '../io/blankDocument';
import { LivePreview } from '../studio/LivePreview';
import type { ResourceKind } from '../schema/resources';
import type { PassDocument } from './backend/passBackend';
import {
  checkDocument,
  exportJson,
  type CheckResult,
  type EmbedExportResult,
} from './checkDocument';
import { mergeWidgets } from './mergeWidgets';
import { SaveLinkButton, type SignSaveLink } from './SaveLinkButton';
import { toPassDocument } from './toPassDocument';

/** What a host can do with a mounted PassEditor (through `ref`). */
export interface PassEditorHandle {
  /** A copy of the document as it is now, valid or not. */
  getDocument(): PassDocument;
  /** Replaces the document; does not call onChange. Throws a TypeError for a non-object. */
  setDocument(document: unknown): void;
  validate(): CheckResult;
  /** The compliant JSON, or the errors that prevent it. Does not call onExport. */
  export(): EmbedExportResult;
  /** Opens the field's section and focuses it: ['textModulesData', 0, 'header']. */
  focusPath(segments: Segments): void;
}

export interface PassEditorProps {
  kind: ResourceKind;
  /** Controlled document: the editor shows it whenever it differs from what the editor last reported. */
  value?: PassDocument | undefined;
  /** Uncontrolled: the first document; a blank one of `kind` when neither is given. */
  defaultValue?: PassDocument | undefined;
  /** The document after the user's edits, at most every `changeDelayMs` (250 ms), with its issues. */
  onChange?: ((document: PassDocument, result: CheckResult) => void) | undefined;
  /** Shows an "Export JSON" button; called with the compliant JSON when the document is valid. */
  onExport?: ((json: string) => void) | undefined;
  /** Shows a "Save link" button; the host signs the claims server-side and resolves with the JWT. */
  onSign?: SignSaveLink | undefined;
  readOnly?: boolean | undefined;
  /** BCP 47 locale of the dates in the preview ('de-DE'). The editor's own labels stay English. */
  locale?: string | undefined;
  /** Extra widgets (tried before the built-in ones), or replacements (same `name` as a built-in). */
  widgets?: WidgetRegistry | undefined;
  /** Show the live card preview beside the form; default true. */
  showPreview?: boolean | undefined;
  changeDelayMs?: number | undefined;
  className?: string | undefined;
  ref?: Ref<PassEditorHandle> | undefined;
}

function ExportButton({
  onExport,
  run,
  focusPath,
}: {
  onExport: (json: string) => void;
  run: () => EmbedExportResult;
  focusPath: (segments: Segments) => void;
}) {
  const [problem, setProblem] = useState('');
  const onClick = () => {
    const result = run();
    if (result.ok) {
      setProblem('');
      onExport(result.json);
      return;
    }
    setProblem(
      `Not exported: ${result.issues.length} error${result.issues.length === 1 ? '' : 's'} to fix first.`,
    );
    const first = result.issues[0];
    if (first) focusPath(first.segments);
  };
  return (
    <div className="pse__toolbar">
      <button type="button" className="pse__button" onClick={onClick}>
        Export JSON
      </button>
      <span role="status" className="pse__problem">
        {problem}
      </span>
    </div>
  );
}

function EditorBody(props: PassEditorProps) {
  const {
    kind,
    value,
    defaultValue,
    onChange,
    onExport,
    onSign,
    readOnly = false,
    locale,
    widgets,
    showPreview = true,
    changeDelayMs = 250,
    className,
    ref,
  } = props;
  const [initial] = useState(() =>
    toPassDocument(value ?? defaultValue ?? blankDocument(kind), 'PassEditor value'),
  );
  const form = useDocumentForm(kind, initial);
  const snapshots = useDocumentSnapshots(form, { settleMs: changeDelayMs });
  const current = useCallback(
    () => toPassDocument(snapshots.get().document, 'PassEditor'),
    [snapshots],
  );
  const editor = useRef<DocumentEditorHandle>(null);
  // The document the host last gave or was told about: echoes of it are not changes.
  const known = useRef(JSON.stringify(initial));
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const registry = useMemo(() => mergeWidgets(defaultWidgets, widgets), [widgets]);

  // onChange once a run of edits settles (the snapshots' pace), with the editor's own issues.
  useEffect(() => {
    let reported: unknown = undefined;
    const unsubscribe = snapshots.subscribeSettled(({ snapshot }) => {
      if (snapshot.document === reported) return;
      reported = snapshot.document;
      const document = toPassDocument(snapshot.document, 'PassEditor');
      known.current = JSON.stringify(document);
      const issues = editor.current?.issues();
      latestOnChange.current?.(
        document,
        issues
          ? { valid: !issues.some((issue) => issue.severity === 'error'), issues: [...issues] }
          : checkDocument(document, kind),
      );
    });
    return () => {
      // An edit still waiting is reported, not dropped.
      snapshots.settle();
      unsubscribe();
    };
  }, [snapshots, kind]);

  useEffect(() => {
    if (value === undefined) return;
    const next = toPassDocument(value, 'PassEditor value');
    const text = JSON.stringify(next);
    if (text === known.current || text === JSON.stringify(current())) return;
    known.current = text;
    snapshots.replace(next, 'outside');
  }, [value, snapshots, current]);

  const focusPath = (segments: Segments) => editor.current?.focusPath(segments);
  useImperativeHandle(
    ref,
    () => ({
      getDocument: current,
      setDocument: (document) => {
        const next = toPassDocument(document, 'PassEditor.setDocument');
        known.current = JSON.stringify(next);
        snapshots.replace(next, 'outside');
      },
      validate: () => checkDocument(current(), kind),
      export: () => exportJson(current(), kind),
      focusPath: (segments) => editor.current?.focusPath(segments),
    }),
    [snapshots, kind, current],
  );

  return (
    <div className={['pass-studio-root', 'pse', className].filter(Boolean).join(' ')}>
      <DocumentEditor
        form={form}
        snapshots={snapshots}
        kind={kind}
        widgets={registry}
        readOnly={readOnly}
        ref={editor}
      >
        {onExport && (
          <ExportButton
            onExport={onExport}
            run={() => exportJson(current(), kind)}
            focusPath={focusPath}
          />
        )}
        {onSign && <SaveLinkButton kind={kind} getDocument={current} onSign={onSign} />}
        <div className="pse__layout" data-preview={showPreview ? 'shown' : 'hidden'}>
          <div className="pse__nav">
            <SectionNav />
          </div>
          <div className="pse__fields">
            <SectionFields />
          </div>
          {showPreview && (
            <div className="pse__preview">
              <LivePreview
                snapshots={snapshots}
                kind={kind}
                locale={locale}
                onSelectPath={focusPath}
              />
            </div>
          )}
          <div className="pse__issues">
            <IssueList />
          </div>
        </div>
      </DocumentEditor>
    </div>
  );
}

/**
 * The Pass Studio editor as one component: section navigator, fields, issue list and live
 * preview. Another `kind` mounts a fresh editor. Its styles come with the library entry
 * (`pass-studio.css` of the library build); the custom element brings them into its shadow root.
 */
export function PassEditor(props: PassEditorProps) {
  // The widgets of lists and the card template load on first use; fetched when idle, they are in.
  usePreloadWhenIdle(onDemand);
  return <EditorBody key={props.kind} {...props} />;
}

const onDemand = [preloadDefaultWidgets];
