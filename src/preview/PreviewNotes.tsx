import { memo } from 'react';
import type { CardModel } from './cardModel';

/** What the preview chose or could not draw, under the device; redrawn only when they change. */
export const PreviewNotes = memo(function PreviewNotes({ notes }: { notes: CardModel['notes'] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="pp-notes" aria-label="Preview notes">
      {notes.map((note, index) => (
        <li key={index} className={`pp-note pp-note--${note.tone}`}>
          {note.tone === 'choice' && <strong>Preview choice: </strong>}
          {note.text}
        </li>
      ))}
    </ul>
  );
});
