import { useRef } from 'react';
import { warmParseWorker } from './parseText';
import './import.css';

/** "Open files": picks one or more JSON files or Apple Wallet passes. */
export function OpenFilesButton({
  onFiles,
  className,
}: {
  onFiles: (files: File[]) => void;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          warmParseWorker();
          input.current?.click();
        }}
      >
        Open files
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept=".json,application/json,.pkpass,application/vnd.apple.pkpass"
        className="visually-hidden-input"
        aria-label="JSON files to open"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still imports it.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
