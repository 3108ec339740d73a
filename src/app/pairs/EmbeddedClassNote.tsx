import { useEffect, useRef, useState } from 'react';
import { fieldLabel } from '../../io/fieldLabel';
import { toSegments, type Segments } from '../../io/walkDocument';
import type { Draft } from '../../storage';
import { documentName } from '../documentName';
import type { PairPreview } from './pairPreview';
import type { PairView } from './usePairView';
import { useStickyTop } from './useStickyTop';

const classFieldLabel = (segments: Segments) => fieldLabel('offerClass', segments);

interface EmbeddedClassNoteProps {
  view: PairView;
  /** Opens the class document at this path inside it. */
  onEditInClass: (segments: Segments) => void;
}

/** The path inside the embedded class of the field a form event came from, if any. */
function classPathOf(target: EventTarget | null, note: HTMLElement | null): Segments | null {
  if (!(target instanceof Element) || note?.contains(target)) return null;
  const name = target.closest('[data-field]')?.getAttribute('data-field');
  const segments = name ? toSegments(name) : [];
  return segments[0] === 'classReference' && segments.length > 1 ? segments.slice(1) : null;
}

/**
 * Beside an offer object's embedded class fields while the open class draws the preview: says so,
 * and offers the two ways out, to edit the class itself (at the field last touched here) or to
 * draw the preview with this copy. An edit here while the class is drawn says again why the card
 * did not change. Sits inside the embedded section (its parent) and listens to it.
 */
export function EmbeddedClassNote({ view, onEditInClass }: EmbeddedClassNoteProps) {
  const { classDraft } = view.pairing;
  if (!classDraft) return null;
  return (
    <PairedNote
      classDraft={classDraft}
      previewWith={view.previewWith}
      onPreviewWith={view.setPreviewWith}
      onEditInClass={onEditInClass}
    />
  );
}

interface PairedNoteProps {
  classDraft: Draft;
  previewWith: PairPreview;
  onPreviewWith: (choice: PairPreview) => void;
  onEditInClass: (segments: Segments) => void;
}

function PairedNote({ classDraft, previewWith, onPreviewWith, onEditInClass }: PairedNoteProps) {
  const note = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<Segments | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const drawnElsewhere = previewWith === 'class';
  const top = useStickyTop();
  useEffect(() => {
    const box = note.current?.parentElement;
    if (!box) return;
    const onFocus = (event: Event) => {
      const segments = classPathOf(event.target, note.current);
      if (segments) setAt(segments);
    };
    const onEdit = (event: Event) => {
      const segments = classPathOf(event.target, note.current);
      if (segments && drawnElsewhere) setTyped(classFieldLabel(segments.slice(0, 1)));
    };
    box.addEventListener('focusin', onFocus);
    box.addEventListener('input', onEdit);
    box.addEventListener('change', onEdit);
    return () => {
      box.removeEventListener('focusin', onFocus);
      box.removeEventListener('input', onEdit);
      box.removeEventListener('change', onEdit);
    };
  }, [drawnElsewhere]);
  const name = documentName(classDraft);
  const field = at ? classFieldLabel(at.slice(0, 1)) : null;
  return (
    <div
      ref={note}
      className={`embedded-note${drawnElsewhere ? ' embedded-note--elsewhere' : ''}`}
      role="group"
      aria-label="What the preview draws"
      style={top ? { top } : undefined}
    >
      {drawnElsewhere ? (
        <p className="embedded-note__text">
          Not in the preview: it draws the open class <strong>{name}</strong>, so what you change
          here stays in this pass&rsquo;s copy.
        </p>
      ) : (
        <p className="embedded-note__text">
          The preview draws this copy, not the open class <strong>{name}</strong>.
        </p>
      )}
      <div className="embedded-note__actions">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => onEditInClass(at ?? [])}
        >
          {field ? `Edit “${field}” in the class` : 'Edit in the class'}
        </button>
        {drawnElsewhere ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onPreviewWith('copy')}
          >
            Preview with this copy
          </button>
        ) : (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onPreviewWith('class')}
          >
            Preview with the open class
          </button>
        )}
      </div>
      <p className="embedded-note__said" role="status">
        {drawnElsewhere && typed
          ? `“${typed}” changed in this copy only; the preview still draws ${name}.`
          : ''}
      </p>
    </div>
  );
}
