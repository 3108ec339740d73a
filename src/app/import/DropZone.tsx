import { useFileDrop } from './useFileDrop';
import './import.css';

/** Accepts files dropped anywhere on the window, showing a drop target while files are dragged. */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const dragging = useFileDrop(onFiles);
  if (!dragging) return null;
  return (
    <div className="drop-zone" role="status">
      Drop JSON files to open them
    </div>
  );
}
