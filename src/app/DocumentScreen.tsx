import {
  use,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { KeepMomentContext, type Command } from '../features';
import { countIssues } from '../io/verdict';
import { StudioLayout, useStudio, type Segments, type Studio } from '../studio';
import { openedDraft, syntaxDescriberLoaded, syntaxDescriberSettled, useDraftLock } from './drafts';
import { type Draft, type StorageProblem } from '../storage';
import { DocumentDialogs, type OpenDialog } from './document/DocumentDialogs';
import { DocumentToolbar, type DocumentDialog } from './document/DocumentToolbar';
import { useDraftAutosave } from './document/useDraftAutosave';
import { useDraftFollow } from './document/useDraftFollow';
import { jsonViewSlots, useJsonView } from '../features/jsonView';
import { useVerdictReport } from './openVerdicts';
import { KeepVersionContext, useVersionKeeping } from './versions';
import { useGoToFieldShortcut } from '../features/goToField';

/** What the workspace can ask of the open document. */
export interface DocumentScreenHandle {
  getDocument: () => unknown;
  flush: () => Promise<void>;
  /** Shows and focuses the field at `segments` (from another document: a paired object). */
  focusPath: (segments: Segments) => void;
}

interface DocumentScreenProps {
  draft: Draft;
  /** Set when drafts cannot be stored at all; the save status says so from the start. */
  storageProblem?: StorageProblem | null;
  ref?: Ref<DocumentScreenHandle>;
  /** Offer object: the open offer class its `classId` names; the preview is drawn with it. */
  pairedClass?: unknown;
  /** A preview click on a field of the paired class, with its path inside that class. */
  onSelectPairedClassPath?: (segments: Segments) => void;
  /** A preview click that goes to a field, just before it does (a narrow window shows the form). */
  onSelectField?: () => void;
  /** A line under the toolbar, inside the document's form (the class-and-pass pairing). */
  banner?: ReactNode;
  /** Beside an offer object's embedded class fields: what its preview draws instead. */
  embeddedClassNote?: ReactNode;
  /** Commands over the open documents (Publish…, Compare…), at the end of the toolbar. */
  workspaceCommands?: readonly Command[];
}

/** The tabs show the verdict the editor shows, as soon as it changes (OpenVerdictsProvider). */
function usePublishedVerdict(draftId: string, studio: Studio) {
  const { engine, snapshots } = studio;
  const report = useVerdictReport();
  useEffect(() => {
    const publish = () => {
      if (engine.issues.checked())
        report.publish(draftId, snapshots.get().document, countIssues(engine.issues.getAll()));
    };
    publish();
    const unsubscribe = engine.issues.subscribe(publish);
    return () => {
      unsubscribe();
      report.end(draftId);
    };
  }, [draftId, engine, snapshots, report]);
}

/**
 * One open draft in the editor (useStudio and StudioLayout) with what the app adds: the draft's
 * lock (another tab shows it read-only and follows its saves), autosave with the emergency copy,
 * the JSON view (text that does not parse is kept, and the form waits until it parses), and the
 * document's dialogs. Mounted once per draft (keyed by id).
 */
export function DocumentScreen({
  draft: stored,
  storageProblem = null,
  ref,
  pairedClass,
  onSelectPairedClassPath,
  onSelectField,
  banner,
  embeddedClassNote,
  workspaceCommands,
}: DocumentScreenProps) {
  // Kept JSON text that does not parse opens with where it breaks: that needs its describer.
  if (stored.rawText !== undefined && !syntaxDescriberLoaded()) use(syntaxDescriberSettled());
  const [opened] = useState(() => openedDraft(stored));
  const json = useJsonView(opened);
  const flushRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const lock = useDraftLock(stored.id, () => flushRef.current());
  // Editable once this tab holds the lock and has folded in what a closed tab left unsaved.
  const [recovered, setRecovered] = useState(false);
  const owner = lock === 'held' && recovered;
  const studio = useStudio({
    kind: stored.kind,
    document: opened.document,
    history: opened.history,
    readOnly: !owner || json.broken,
    shortcuts: 'page',
    onFocusPath: json.onFocusPath,
  });
  useDraftFollow(lock, stored, studio, json, () => setRecovered(true));
  const autosave = useDraftAutosave({ studio, stored, owner, json, storageProblem });
  useEffect(() => {
    flushRef.current = autosave.flush;
  });
  usePublishedVerdict(stored.id, studio);
  const versions = useVersionKeeping(stored.id, studio, owner);

  useImperativeHandle(
    ref,
    () => ({
      getDocument: () => studio.snapshots.get().document,
      flush: autosave.flush,
      focusPath: studio.focusPath,
    }),
    [studio.snapshots, studio.focusPath, autosave.flush],
  );

  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const openDialog = useCallback(
    async (type: DocumentDialog) => {
      const document = studio.snapshots.get().document;
      if (type !== 'export') return setDialog({ type, document });
      const outcome = await studio.exportJson();
      const warnings = (await studio.issues()).filter((issue) => issue.severity === 'warning');
      setDialog({ type, document, outcome, warnings });
    },
    [studio],
  );

  useGoToFieldShortcut(useCallback(() => void openDialog('goToField'), [openDialog]));

  const readOnly = !owner;
  return (
    <KeepVersionContext.Provider value={versions}>
      <KeepMomentContext.Provider value={versions.keep}>
        <StudioLayout
          studio={studio}
          readOnly={readOnly}
          toolbar={
            <DocumentToolbar
              workspaceCommands={workspaceCommands}
              studio={studio}
              readOnlyElsewhere={lock === 'elsewhere'}
              view={json.view}
              onView={json.choose}
              onOpen={(type) => void openDialog(type)}
              syntax={json.syntax}
              autosave={autosave}
            />
          }
          banner={banner}
          embeddedClassNote={embeddedClassNote}
          {...jsonViewSlots({ studio, json, readOnly, onText: autosave.noteText })}
          preview={{ pairedClass, onSelectPairedClassPath, onSelectField }}
        >
          <DocumentDialogs
            studio={studio}
            dialog={dialog}
            pairedClass={pairedClass}
            onClose={() => setDialog(null)}
          />
        </StudioLayout>
      </KeepMomentContext.Provider>
    </KeepVersionContext.Provider>
  );
}
