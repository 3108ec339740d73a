import { memo } from 'react';
import type { CardModel } from './cardModel';
import { usePlatform } from './platformContext';

/**
 * What the Google preview chose or could not draw, under the device; redrawn only when they
 * change. Not under the Apple device: its pass says what it cannot show itself.
 */
export const PreviewNotes = memo(function PreviewNotes({ notes }: { notes: CardModel['notes'] }) {
  const platform = usePlatform();
  if (notes.length === 0 || platform === 'apple') return null;
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
