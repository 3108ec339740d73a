import { useCallback, useMemo, useRef, useState } from 'react';
import { preloadDefaultWidgets, usePreloadWhenIdle } from '../studio';
import type { ResourceKind } from '../schema';
import { useDeleteDraft, useDraftList, useSaveDraft } from './drafts';
import { type StorageProblem } from '../storage';
import {
  DropZone,
  ImportProgress,
  LazyImportReport,
  LazyPasteDialog,
  OpenFilesButton,
  useImport,
  usePasteShortcut,
  type OpenedImport,
} from './import';
import { describePairs } from './pairs/pairingOf';
import { LazyEmbeddedClassNote, LazyPairBanner } from './pairs/lazyPairParts';
import { usePairView } from './pairs/usePairView';
import { usePairedClassFocus } from './pairs/usePairedClassFocus';
import { useSampleTripImport } from './useSampleTripImport';
import type { DocumentScreenHandle } from './DocumentScreen';
import { DocumentPanel } from './DocumentPanel';
import { DocumentActions } from './DocumentActions';
import { DocumentTabs } from './DocumentTabs';
import { OpenVerdictsProvider } from './openVerdicts';
import { LazyGoToFieldDialog } from '../features/goToField';
import { LazyExportDialog } from '../features/export';
import { ToolbarMenu } from './ToolbarMenu';
import { useOpenTabs } from './useOpenTabs';
import { EmptyWorkspace } from './EmptyWorkspace';
import { WorkspaceNotice, type Notice } from './WorkspaceNotice';
import { LazyNewDocumentDialog, LazyRenameDialog } from './workspaceDialogs';
import { useActiveDraft } from './useActiveDraft';
import { useCurrentDocument } from './useCurrentDocument';
import { useDocumentDelete } from './useDocumentDelete';
import { useOpenSharedCopy } from './share/useOpenSharedCopy';
import { useLinkCheck } from './useLinkCheck';
import { usePublishDialog } from './publish/usePublishDialog';
import { useCompareDialog } from './useCompareDialog';
import { useVersionHousekeeping } from './versions';
import { useDocumentOpening } from './useDocumentOpening';

type Dialog = 'new' | 'paste' | 'rename' | null;

// Loaded on first use, and fetched once the browser is idle so that the first click is instant.
const onDemand = [
  LazyImportReport.preload,
  LazyPasteDialog.preload,
  LazyExportDialog.preload,
  LazyGoToFieldDialog.preload,
  LazyPairBanner.preload,
  LazyEmbeddedClassNote.preload,
  preloadDefaultWidgets,
];

/** Every open document, the tab strip, and the ways documents come in (new, open, drop, paste). */
export function Workspace({
  storageProblem = null,
  onSelectField,
}: {
  storageProblem?: StorageProblem | null;
  /** A preview click that goes to a field, just before it does (the narrow view shows the form). */
  onSelectField?: () => void;
}) {
  const list = useDraftList();
  const save = useSaveDraft();
  const remove = useDeleteDraft();
  const [activeId, setActiveId] = useActiveDraft();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const screen = useRef<DocumentScreenHandle>(null);

  const drafts = useMemo(() => list.data ?? [], [list.data]);
  // Only drafts with a tab are shown; a closed one stays stored and listed in the documents menu.
  const tabs = useOpenTabs(drafts, activeId);
  const active = tabs.open.find((d) => d.id === activeId) ?? tabs.open[0] ?? null;

  const { open, create, fieldFirst } = useDocumentOpening(save, setActiveId);
  const onImported = useCallback(
    (o: OpenedImport) => open(o.kind, o.document, o.name, o.verdict, ['import', o.name]),
    [open],
  );
  const onBatch = useCallback(
    (opened: readonly OpenedImport[]) => {
      const pairs = describePairs(opened, drafts);
      if (pairs.length > 0) setNotice({ text: `Paired by id: ${pairs.join('; ')}.` });
    },
    [drafts],
  );
  const linkCheck = useLinkCheck({
    drafts,
    save: (draft) => save.mutate(draft),
    select: setActiveId,
    notify: (text) => setNotice({ text }),
  });
  const imports = useImport(onImported, onBatch, linkCheck.onLink);
  const sampleTrip = useSampleTripImport(
    drafts,
    () => imports.settle(imports.review?.id ?? ''),
    setActiveId,
    (text) => setNotice({ text }),
  );
  const openFromDocument = (kind: ResourceKind, document: unknown, name: string) => {
    const draftId = open(kind, document, name);
    setNotice({
      text: `Opened “${name}” as its own document.`,
      undo: { label: 'Undo', run: () => undoOpen(draftId) },
    });
  };
  const undoOpen = (draftId: string) => {
    remove.mutate(draftId);
    setActiveId(
      active && active.id !== draftId
        ? active.id
        : (drafts.find((d) => d.id !== draftId)?.id ?? null),
    );
  };
  const pairView = usePairView(drafts, active ?? undefined);
  const openPairedClassAt = usePairedClassFocus(
    pairView?.pairing?.classDraft?.id,
    active?.id,
    setActiveId,
    screen,
  );
  usePasteShortcut(imports.importText);
  useOpenSharedCopy(open, (text) => setNotice({ text }));
  useVersionHousekeeping(list.isSuccess, () => drafts.map((d) => d.id));
  usePreloadWhenIdle(onDemand);

  const { current, duplicate, rename } = useCurrentDocument(active, screen, open, save);
  const compare = useCompareDialog({ open: tabs.open, all: drafts, active, current });
  const deletion = useDocumentDelete({
    current,
    select: setActiveId,
    open: tabs.open,
    notify: setNotice,
  });
  const publish = usePublishDialog(tabs.open, current);
  const review = imports.review;

  return (
    <OpenVerdictsProvider>
      <section className="workspace-bar" aria-label="Workspace">
        <div className="workspace-bar__actions" role="toolbar" aria-label="Documents">
          <button type="button" className="button--primary" onClick={() => setDialog('new')}>
            New…
          </button>
          <ToolbarMenu>
            <OpenFilesButton onFiles={imports.importFiles} />
            <button type="button" onClick={() => setDialog('paste')}>
              Paste JSON…
            </button>
            {active ? (
              <DocumentActions
                draftId={active.id}
                onRename={() => setDialog('rename')}
                onDuplicate={() => void duplicate()}
                onDelete={() => void deletion.del()}
              />
            ) : null}
          </ToolbarMenu>
        </div>
        {drafts.length > 0 ? (
          <DocumentTabs
            tabs={tabs}
            activeId={active?.id ?? null}
            onSelect={setActiveId}
            onCompare={(first, second) => void compare.show(first, second)}
            focusesField={fieldFirst}
          />
        ) : null}
      </section>
      {notice ? <WorkspaceNotice notice={notice} onDismiss={() => setNotice(null)} /> : null}
      {list.isPending ? (
        <p className="workspace-loading" role="status">
          Loading your drafts…
        </p>
      ) : active ? (
        <DocumentPanel
          draft={active}
          storageProblem={storageProblem}
          screen={screen}
          pairView={pairView}
          onSelect={setActiveId}
          onOpenDocument={openFromDocument}
          onOpenPairedClassAt={openPairedClassAt}
          onSelectField={onSelectField}
          onPublish={() => void publish.openPublish()}
          onCompare={tabs.open.length > 1 ? () => void compare.show() : undefined}
        />
      ) : (
        <EmptyWorkspace onOpen={create} />
      )}
      <ImportProgress pending={imports.pending} />
      <DropZone onFiles={imports.importFiles} />
      {review ? (
        <LazyImportReport
          item={review}
          onOpen={(opened) => imports.settle(review.id, opened)}
          onCancel={() => imports.settle(review.id)}
          transitClasses={sampleTrip.transitClasses}
          onSampleTrip={sampleTrip.takeTrip}
        />
      ) : null}
      {linkCheck.dialog}
      {publish.dialog}
      {dialog === 'new' ? (
        <LazyNewDocumentDialog
          onCreate={(kind, document, name) => {
            // Only this dialog's own choice closes it: a sample that finishes loading, or a file
            // that finishes parsing, opens without taking away a dialog opened meanwhile.
            setDialog(null);
            create(kind, document, name);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'paste' ? (
        <LazyPasteDialog
          onOpen={(text) => {
            setDialog(null);
            imports.importText(text);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {compare.dialog}
      {dialog === 'rename' && active ? (
        <LazyRenameDialog
          initial={active.name}
          onRename={(n) => void rename(n).then(() => setDialog(null))}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </OpenVerdictsProvider>
  );
}
