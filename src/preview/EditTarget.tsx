import type { ReactNode } from 'react';
import type { Segments } from './read';
import { useSelectPath } from './selectPathContext';

interface EditTargetProps {
  segments: Segments | null;
  /** What is edited: "title", or a card row's own label ("Fare"). */
  name: string;
  /** What the card shows there, so a screen reader hears it before the action. */
  says?: string;
  className?: string;
  children: ReactNode;
}

/** "Fare: 2.80 EUR — edit" when the card shows something there, else "Edit logo". */
export function editTargetName(name: string, says?: string): string {
  const shown = says?.trim();
  if (!shown) return `Edit ${name}`;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${shown} — edit`;
}

/** A preview element that jumps to its field when clicked; plain when there is nowhere to jump. */
export function EditTarget({ segments, name, says, className, children }: EditTargetProps) {
  const selectPath = useSelectPath();
  if (!selectPath || !segments) return <div className={className}>{children}</div>;
  return (
    <button
      type="button"
      className={`pp-edit ${className ?? ''}`}
      aria-label={editTargetName(name, says)}
      title={`Edit ${name}`}
      onClick={() => selectPath(segments)}
    >
      {children}
    </button>
  );
}
