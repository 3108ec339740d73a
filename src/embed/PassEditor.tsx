import { useCallback, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { LazyGoToFieldDialog, useGoToField } from '../features/goToField';
import { jsonViewSlots, useJsonView } from '../features/jsonView';
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
import { useHostDocument } from './useHostDocument';
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
  /** Nothing can be typed or added, in the form or in the JSON view. */
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

/** A document opened from a value: no JSON text kept from before. */
const NOTHING_KEPT = { problem: null };

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
  const json = useJsonView(NOTHING_KEPT);
  const studio = useStudio({
    kind,
    document: initial,
    settleMs: changeDelayMs,
    // While the JSON text does not parse, the form waits for it: nothing is lost between the two.
    readOnly: readOnly || json.broken,
    onFocusPath: json.onFocusPath,
  });
  const { focusPath, exportJson } = studio;
  // The editor's root: its shortcuts' scope (the host's page keeps its own Ctrl+K); its dialogs
  // find it too (ModalDialog opens in the nearest .pass-studio-root), inside its styles.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const scope = useCallback(() => root, [root]);
  const goToField = useGoToField(studio, scope);
  const { current, show, check } = useHostDocument({
    studio,
    initial,
    value,
    onChange,
    onReplaced: json.replaced,
  });
  const registry = useMemo(() => mergeWidgets(defaultWidgets, widgets), [widgets]);

  const run = useCallback(async (): Promise<EmbedExportResult> => {
    const result = await exportJson();
    return result.ok ? { ok: true, json: result.json } : result;
  }, [exportJson]);
  useImperativeHandle(
    ref,
    () => ({
      getDocument: current,
      setDocument: (document) => show(toPassDocument(document, 'PassEditor.setDocument')),
      validate: check,
      export: run,
      focusPath,
    }),
    [current, show, check, run, focusPath],
  );

  return (
    <div ref={setRoot} className={['pass-studio-root', 'pse', className].filter(Boolean).join(' ')}>
      <StudioLayout
        studio={studio}
        widgets={registry}
        readOnly={readOnly}
        toolbar={
          <EditorToolbar
            studio={studio}
            readOnly={readOnly}
            json={json}
            goToField={goToField.command}
            onExport={onExport}
            onSign={onSign}
            run={run}
            getDocument={current}
            focusPath={focusPath}
          />
        }
        {...jsonViewSlots({ studio, json, readOnly })}
        preview={showPreview ? { locale } : false}
      >
        {goToField.dialog}
      </StudioLayout>
    </div>
  );
}

/**
 * The Pass Studio editor as one component: section navigator, fields, issue list and live
 * preview, with the features of src/features (the JSON view, Go to field on Ctrl+K). Another
 * `kind` mounts a fresh editor. Its styles come with the library entry (`pass-studio.css` of the
 * library build); the custom element brings them into its shadow root.
 */
export function PassEditor(props: PassEditorProps) {
  // The widgets of lists and the card template load on first use; fetched when idle, they are in.
  usePreloadWhenIdle(onDemand);
  return <EditorBody key={props.kind} {...props} />;
}

const onDemand = [preloadDefaultWidgets, LazyGoToFieldDialog.preload];
