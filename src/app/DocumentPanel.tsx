import { Suspense, type Ref } from 'react';
import { compareCommand } from '../features';
import type { ResourceKind } from '../schema';
import type { Segments } from '../studio';
import { DocumentScreen, type DocumentScreenHandle } from './DocumentScreen';
import type { Draft, StorageProblem } from '../storage';
import { LazyEmbeddedClassNote, LazyPairBanner } from './pairs/lazyPairParts';
import type { PairView } from './pairs/usePairView';

interface DocumentPanelProps {
  draft: Draft;
  storageProblem: StorageProblem | null;
  screen: Ref<DocumentScreenHandle>;
  /** The pairing of this document with its class or passes, when it has one. */
  pairView: PairView | undefined;
  onSelect: (draftId: string) => void;
  /** A document that the pair's banner opens from this one (an object's own copy of its class). */
  onOpenDocument: (kind: ResourceKind, document: unknown, name: string) => void;
  /** To the paired class's tab, at a field: a click on what the class draws. */
  onOpenPairedClassAt: (segments: Segments) => void;
  /** A preview click that goes to a field, just before it does. */
  onSelectField?: (() => void) | undefined;
  onPublish: () => void;
  /** Compare…: offered while another document is open to compare with. */
  onCompare?: (() => void) | undefined;
}

/**
 * The open document as the page's main content, in the panel its tab controls: its screen, with
 * the workspace's own actions (Publish…, Compare…) in its toolbar and, for a class and its passes
 * open together, the pair's banner and the note beside an object's embedded class.
 */
export function DocumentPanel({
  draft,
  storageProblem,
  screen,
  pairView,
  onSelect,
  onOpenDocument,
  onOpenPairedClassAt,
  onSelectField,
  onPublish,
  onCompare,
}: DocumentPanelProps) {
  return (
    <main id="main" className="document-panel">
      <div
        role="tabpanel"
        id={`panel-${draft.id}`}
        aria-labelledby={`tab-${draft.id}`}
        className="document-panel__tab"
      >
        <Suspense
          fallback={
            <p className="workspace-loading" role="status">
              Opening the document…
            </p>
          }
        >
          <DocumentScreen
            key={draft.id}
            draft={draft}
            storageProblem={storageProblem}
            ref={screen}
            pairedClass={pairView?.pairedClass}
            onSelectPairedClassPath={onOpenPairedClassAt}
            onSelectField={onSelectField}
            workspaceCommands={[
              { id: 'publish', label: 'Publish…', enabled: true, run: onPublish, place: 'movable' },
              ...(onCompare ? [compareCommand(onCompare)] : []),
            ]}
            embeddedClassNote={
              pairView ? (
                <LazyEmbeddedClassNote view={pairView} onEditInClass={onOpenPairedClassAt} />
              ) : null
            }
            banner={
              pairView ? (
                <LazyPairBanner
                  kind={draft.kind}
                  view={pairView}
                  onSelect={onSelect}
                  onOpenDocument={onOpenDocument}
                />
              ) : null
            }
          />
        </Suspense>
      </div>
    </main>
  );
}
