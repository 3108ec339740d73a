import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { blankDocument } from '../io/blankDocument';
import type { ResourceKind } from '../schema/resources';
import {
  defaultWidgets,
  preloadDefaultWidgets,
  StudioLayout,
  usePreloadWhenIdle,
  useStudio,
  type Segments,
  type WidgetRegistry,
} from '../studio';
import type { PassDocument } from './backend/passBackend';
import type { CheckResult, EmbedExportResult } from './checkDocument';
import { EditorToolbar } from './EditorToolbar';
import { mergeWidgets } from './mergeWidgets';
import type { SignSaveLink } from './useHostSaveLink';
import { toPassDocument } from './toPassDocument';
// Here, not in the entry: a bundle that takes PassEditor from the entry's re-exports drops the
// entry's own side effects (package.json sideEffects), and the root's reset with them.
import './embed.css';

/** What a host can do with a mounted PassEditor (through `ref`). */
export interface PassEditorHandle {
  /** A copy of the document as it is now, valid or not. */
  getDocument(): PassDocument;
  /** Replaces the document; does not call onChange. Throws a TypeError for a non-object. */
  setDocument(document: unknown): void;
  /**
   * The document's verdict as the editor shows it: errors, then warnings (image checks too).
   * Resolves at once, but for the first moments of the page, while the rules load.
   */
  validate(): Promise<CheckResult>;
  /**
   * The compliant JSON, or the errors that prevent it: the document is validated once, through
   * the form's submit (react-hook-form's handleSubmit and its zod resolver). Does not call onExport.
   */
  export(): Promise<EmbedExportResult>;
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
  const studio = useStudio({ kind, document: initial, settleMs: changeDelayMs, readOnly });
  const { snapshots, issues, focusPath, exportJson } = studio;
  const current = useCallback(
    () => toPassDocument(snapshots.get().document, 'PassEditor'),
    [snapshots],
  );
  // The document the host last gave or was told about: echoes of it are not changes.
  const known = useRef(JSON.stringify(initial));
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const registry = useMemo(() => mergeWidgets(defaultWidgets, widgets), [widgets]);
  const check = useCallback(async (): Promise<CheckResult> => {
    const found = await issues();
    return { valid: !found.some((issue) => issue.severity === 'error'), issues: [...found] };
  }, [issues]);

  // onChange once a run of edits settles (the snapshots' pace), with the editor's own verdict.
  useEffect(() => {
    let reported: unknown = undefined;
    const unsubscribe = snapshots.subscribeSettled(({ snapshot }) => {
      if (snapshot.document === reported) return;
      reported = snapshot.document;
      const document = toPassDocument(snapshot.document, 'PassEditor');
      known.current = JSON.stringify(document);
      void check().then((result) => {
        // Edited again while the rules loaded: that edit's own report follows.
        if (snapshots.get().document === snapshot.document)
          latestOnChange.current?.(document, result);
      });
    });
    return () => {
      // An edit still waiting is reported, not dropped.
      snapshots.settle();
      unsubscribe();
    };
  }, [snapshots, check]);

  useEffect(() => {
    if (value === undefined) return;
    const next = toPassDocument(value, 'PassEditor value');
    const text = JSON.stringify(next);
    if (text === known.current || text === JSON.stringify(current())) return;
    known.current = text;
    snapshots.replace(next, 'outside');
  }, [value, snapshots, current]);

  const run = useCallback(async (): Promise<EmbedExportResult> => {
    const result = await exportJson();
    return result.ok ? { ok: true, json: result.json } : result;
  }, [exportJson]);
  useImperativeHandle(
    ref,
    () => ({
      getDocument: current,
      setDocument: (document) => {
        const next = toPassDocument(document, 'PassEditor.setDocument');
        known.current = JSON.stringify(next);
        snapshots.replace(next, 'outside');
      },
      validate: check,
      export: run,
      focusPath,
    }),
    [snapshots, current, check, run, focusPath],
  );

  return (
    <div className={['pass-studio-root', 'pse', className].filter(Boolean).join(' ')}>
      <StudioLayout
        studio={studio}
        widgets={registry}
        readOnly={readOnly}
        toolbar={
          <EditorToolbar
            studio={studio}
            readOnly={readOnly}
            onExport={onExport}
            onSign={onSign}
            run={run}
            getDocument={current}
            focusPath={focusPath}
          />
        }
        preview={showPreview ? { locale } : false}
      />
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
