import { useCallback, useEffect, useMemo, useState } from 'react';
import { createFormEngine, type FormEngineRuntime } from '../forms/createFormEngine';
import type { DocumentSnapshots, SnapshotOrigin } from '../forms/documentSnapshots';
import type { Segments } from '../forms/fieldPath';
import { useDocumentForm, type SubmitResult } from '../forms/useDocumentForm';
import { useDocumentSnapshots } from '../forms/useDocumentSnapshots';
import { compliantJson } from '../io/exportDocument';
import type { ImageMeasurements } from '../io/readiness/readinessRule';
import type { Issue } from '../io/issue';
import { isRecord } from '../io/walkDocument';
import type { ResourceKind } from '../schema/resources';
import type { HistoryStacks } from './history/history';
import { useHistory } from './history/useHistory';
import { useUndoShortcuts } from './history/useUndoShortcuts';
import { useImageMeasurements } from './useImageMeasurements';

export interface StudioOptions {
  kind: ResourceKind;
  /** The first document; later changes of this option are ignored (use `replace`, or a new key). */
  document: unknown;
  /** Undo and redo stacks to carry on with (a reopened draft). */
  history?: HistoryStacks<unknown> | undefined;
  /** Quiet time before a run of edits settles: an undo step, a save, a host's onChange. */
  settleMs?: number | undefined;
  /** Undo, redo and their shortcuts do nothing while this is true. */
  readOnly?: boolean | undefined;
  /** Called before focus moves to a field: a host shows its form first (JSON view, narrow screen). */
  onFocusPath?: ((segments: Segments) => void) | undefined;
  /**
   * Where Ctrl+Z and its kin undo: anywhere on the page (the app), or only inside the editor
   * (the default: an embedded editor leaves its host's shortcuts alone).
   */
  shortcuts?: 'page' | 'editor' | undefined;
}

/** The compliant JSON of the document, or the issues that keep it from being exported. */
export type ExportOutcome =
  { ok: true; json: string; value: unknown } | { ok: false; issues: Issue[] };

/** One document being edited: what the app, the embed and the tests all build the editor from. */
export interface Studio {
  kind: ResourceKind;
  /** The form's engine: issue channel, sections, focus. Stable for the document's life. */
  engine: FormEngineRuntime;
  /** The document's store: read it, write it, hear its changes. Stable. */
  snapshots: DocumentSnapshots;
  /** The natural size of each image, as measured when it loaded. */
  images: ImageMeasurements;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** The undo stacks, to store with a draft. */
  historyStacks: () => HistoryStacks<unknown>;
  /** Starts the undo history over (another tab's save shown, a recovered draft). */
  resetHistory: (present: unknown, stacks?: HistoryStacks<unknown>) => void;
  /**
   * Every issue of the document (pending checks run first): the one verdict's issues. Waits for
   * the warnings' rules on the first call of a page (a chunk of their own).
   */
  issues: () => Promise<readonly Issue[]>;
  /** The same issues now; undefined until the rules have loaded and the document was checked. */
  issuesNow: () => readonly Issue[] | undefined;
  /** The whole document validated once, through react-hook-form's handleSubmit. */
  submit: () => Promise<SubmitResult>;
  /** The compliant JSON, through `submit`: one validation, no second. */
  exportJson: () => Promise<ExportOutcome>;
  /** Puts a whole document in the editor (see SnapshotOrigin for what each origin means). */
  replace: (document: unknown, origin: SnapshotOrigin) => void;
  /** Opens the field's section and focuses it. */
  focusPath: (segments: Segments) => void;
  /** Tells the studio where its editor is drawn (StudioLayout does): the shortcuts' scope. */
  setRoot: (element: HTMLElement | null) => void;
}

/** What the engine and the shortcuts read of the host, kept current by effects and callbacks. */
function createHostLink() {
  let focusHook: ((segments: Segments) => void) | undefined;
  let measured: ImageMeasurements = new Map();
  let element: HTMLElement | null = null;
  return {
    setOnFocusPath: (next: typeof focusHook) => {
      focusHook = next;
    },
    onFocusPath: (segments: Segments) => focusHook?.(segments),
    /** Whether the measurements changed. */
    setImages: (next: ImageMeasurements) => {
      if (next === measured) return false;
      measured = next;
      return true;
    },
    images: () => measured,
    setRoot: (next: HTMLElement | null) => {
      element = next;
    },
    root: () => element,
  };
}

/**
 * The one composition of the editor's state: the form and its store, the engine and its checks,
 * image measurements (their warnings join the same issues), undo with its shortcuts, submit and
 * export. The app and the embed add only what is theirs around it.
 */
export function useStudio(options: StudioOptions): Studio {
  const { kind, readOnly = false } = options;
  const [initial] = useState(() => options.document);
  const snapshots = useDocumentSnapshots(
    isRecord(initial) ? initial : {},
    options.settleMs === undefined ? {} : { settleMs: options.settleMs },
  );
  const { submit: submitDocument } = useDocumentForm(kind);
  const submit = useCallback(
    () => submitDocument(snapshots.get().document),
    [submitDocument, snapshots],
  );

  // What the engine reads of the host when it runs, never during a render.
  const [host] = useState(createHostLink);
  const { onFocusPath } = options;
  useEffect(() => host.setOnFocusPath(onFocusPath), [host, onFocusPath]);
  const [engine] = useState(() =>
    createFormEngine(kind, snapshots, {
      lintOptions: () => ({ images: host.images() }),
      beforeFocus: (segments) => host.onFocusPath(segments),
    }),
  );
  useEffect(() => engine.startChecks(), [engine]);

  // Image sizes for the readiness rules, measured as the images load; a new one re-lints.
  const images = useImageMeasurements(snapshots, kind);
  useEffect(() => {
    if (host.setImages(images)) engine.relint();
  }, [host, images, engine]);

  const history = useHistory<unknown>(initial, options.history);
  const { record, undo: undoStep, redo: redoStep, stacks, reset } = history;
  // An undo step per settled run of edits: the snapshot is immutable, so it is kept as it is.
  useEffect(
    () =>
      snapshots.subscribeSettled(({ snapshot, key, origin }) => {
        if (origin === 'edit') record(snapshot.document, key);
      }),
    [snapshots, record],
  );
  useEffect(() => () => snapshots.settle(), [snapshots]);
  const step = useCallback(
    (move: () => unknown) => {
      if (readOnly) return;
      snapshots.settle();
      const document = move();
      if (document !== undefined) snapshots.replace(document, 'restore');
    },
    [readOnly, snapshots],
  );
  const undo = useCallback(() => step(undoStep), [step, undoStep]);
  const redo = useCallback(() => step(redoStep), [step, redoStep]);
  const pageWide = options.shortcuts === 'page';
  useUndoShortcuts(undo, redo, pageWide ? undefined : host.root);

  const exportJson = useCallback(async (): Promise<ExportOutcome> => {
    const result = await submit();
    return result.ok ? { ok: true, ...compliantJson(result.document, kind) } : result;
  }, [submit, kind]);

  // Stable for the document's life: a host's effects may depend on them.
  const [fixed] = useState(() => {
    const issuesNow = () => {
      engine.checkNow();
      return engine.issues.checked() ? engine.issues.getAll() : undefined;
    };
    return {
      issuesNow,
      issues: async () => {
        await engine.ready();
        return issuesNow() ?? engine.issues.getAll();
      },
      replace: (document: unknown, origin: SnapshotOrigin) => snapshots.replace(document, origin),
      focusPath: (segments: Segments) => engine.focusPath(segments),
      setRoot: host.setRoot,
    };
  });

  const { canUndo, canRedo } = history;
  return useMemo(
    () => ({
      ...fixed,
      kind,
      engine,
      snapshots,
      images,
      canUndo: canUndo && !readOnly,
      canRedo: canRedo && !readOnly,
      undo,
      redo,
      historyStacks: stacks,
      resetHistory: reset,
      submit,
      exportJson,
    }),
    [
      fixed,
      kind,
      engine,
      snapshots,
      images,
      canUndo,
      canRedo,
      readOnly,
      undo,
      redo,
      stacks,
      reset,
      submit,
      exportJson,
    ],
  );
}
