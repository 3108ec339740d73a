import type { ReactNode } from 'react';
import type { Segments } from './read';
import { useSelectPath } from './selectPathContext';

interface EditTargetProps {
  segments: Segments | null;
  /** What is edited, for the accessible name: "issuer name" gives "Edit issuer name". */
  name: string;
  className?: string;
  children: ReactNode;
}

/** A preview element that jumps to its field when clicked; plain when there is nowhere to jump. */
export function EditTarget({ segments, name, className, children }: EditTargetProps) {
  const selectPath = useSelectPath();
  if (!selectPath || !segments) return <div className={className}>{children}</div>;
  return (
    <button
      type="button"
      className={`pp-edit ${className ?? ''}`}
      aria-label={`Edit ${name}`}
      title={`Edit ${name}`}
      onClick={() => selectPath(segments)}
    >
      {children}
    </button>
  );
}
