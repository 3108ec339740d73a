import { useDocumentField } from '../../studio';
import type { ResourceKind } from '../../schema';
import type { Draft } from '../../storage';
import { documentName } from '../documentName';
import type { PairPreview } from './pairPreview';
import type { PairView } from './usePairView';
import './pairs.css';

interface PairBannerProps {
  kind: ResourceKind;
  view: PairView;
  /** Switches to another open document. */
  onSelect: (draftId: string) => void;
  /** Opens `document` as a new document of its own. */
  onOpenDocument: (kind: ResourceKind, document: unknown, name: string) => void;
}

/**
 * What ties the open document to others: the class an offer object is drawn with and the actions
 * between them (embed, open the embedded class), or, on a class, who its change reaches.
 * Lives inside the document's form, so an embed is one undoable edit.
 */
export function PairBanner({ kind, view, onSelect, onOpenDocument }: PairBannerProps) {
  if (kind === 'offerObject') {
    return <ObjectPairing view={view} onSelect={onSelect} onOpenDocument={onOpenDocument} />;
  }
  return <ClassChanges kind={kind} view={view} onSelect={onSelect} />;
}

function ObjectPairing({ view, onSelect, onOpenDocument }: Omit<PairBannerProps, 'kind'>) {
  const { pairing, previewWith, setPreviewWith } = view;
  const reference = useDocumentField('classReference');
  // Read-only here (another tab edits it, or it is still opening): an embed would not be saved.
  const { readOnly, value: embedded } = reference;
  const classId = useDocumentField('classId').value;
  const { classDraft } = pairing;
  const embed = () => {
    if (!classDraft) return;
    reference.write(structuredClone(classDraft.document));
  };
  const extract = () => {
    const embeddedClass = reference.read();
    const id = (embeddedClass as { id?: unknown } | null)?.id;
    const name = typeof id === 'string' && id !== '' ? id : 'Embedded offer class';
    onOpenDocument('offerClass', structuredClone(embeddedClass), name);
  };
  const hasEmbedded = typeof embedded === 'object' && embedded !== null;
  if (!classDraft && !hasEmbedded) {
    if (typeof classId !== 'string' || classId === '') return null;
    return (
      <aside className="pair-banner" aria-label="Offer class">
        <p>
          No open offer class has the id “{classId}”, and none is embedded: the preview shows what
          the object alone defines. Open the class file to draw the pass with it.
        </p>
      </aside>
    );
  }
  const copy: PairPreview = classDraft ? previewWith : 'copy';
  return (
    <aside className="pair-banner" aria-label="Offer class">
      <p>
        {classDraft && copy === 'class' ? (
          <>
            The preview uses the open offer class <strong>{documentName(classDraft)}</strong>
            {hasEmbedded ? ' instead of the embedded copy' : ''}; this pass&rsquo;s own fields win
            where Google&rsquo;s do.
          </>
        ) : classDraft ? (
          <>
            The preview uses{' '}
            {hasEmbedded
              ? 'the copy of the offer class embedded in this pass'
              : 'what this pass alone defines (it embeds no class)'}
            , not the open class <strong>{documentName(classDraft)}</strong>.
          </>
        ) : (
          <>This pass embeds its offer class as its class reference.</>
        )}
      </p>
      <div className="pair-banner__actions">
        {classDraft ? (
          <>
            <button
              type="button"
              className="button button--small"
              onClick={() => onSelect(classDraft.id)}
            >
              Open class
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={embed}
              disabled={readOnly}
            >
              Embed this class
            </button>
            {copy === 'copy' ? (
              <button
                type="button"
                className="button button--small"
                onClick={() => setPreviewWith('class')}
              >
                Preview with the open class
              </button>
            ) : hasEmbedded ? (
              <button
                type="button"
                className="button button--small"
                onClick={() => setPreviewWith('copy')}
              >
                Preview with this copy
              </button>
            ) : null}
          </>
        ) : null}
        {hasEmbedded ? (
          <button type="button" className="button button--small" onClick={extract}>
            Open embedded class as its own document
          </button>
        ) : null}
      </div>
    </aside>
  );
}

function ClassChanges({
  kind,
  view,
  onSelect,
}: {
  kind: ResourceKind;
  view: PairView;
  onSelect: (draftId: string) => void;
}) {
  const { pairing, previewOf } = view;
  const objects: Draft[] = pairing.objectDrafts;
  // Said from the start, never on the first key: nothing appears above the field being typed in.
  // Alone (no pass of the class open), a narrow window leaves it to Publish, which says it too.
  return (
    <aside
      className={`pair-banner${objects.length === 0 ? ' pair-banner--class-only' : ''}`}
      aria-label="Passes of this class"
    >
      <p>
        A change to this {kind === 'offerClass' ? 'offer' : 'transit'} class reaches every pass
        already issued from it, once the class is updated at Google.
      </p>
      {objects.length > 0 ? (
        <div className="pair-banner__actions">
          <span>Open {objects.length === 1 ? 'pass' : 'passes'} of this class, drawn with it:</span>
          {objects.map((object) => (
            <button
              key={object.id}
              type="button"
              className="button button--small"
              onClick={() => onSelect(object.id)}
            >
              {documentName(object)}
              {previewOf(object) === 'copy' ? ' (drawn with its own copy instead)' : ''}
            </button>
          ))}
        </div>
      ) : null}
    </aside>
  );
}
