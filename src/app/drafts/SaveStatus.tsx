import './saveStatus.css';
import type { AutosaveState } from './useAutosave';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

interface SaveStatusProps extends Omit<AutosaveState, 'flush'> {
  /** Opens the export, offered while nothing can be stored: the one way left to keep the work. */
  onExport?: () => void;
}

/**
 * "Saved 12:04", "Saving…", or "Not saved: storage is full" with the full reason on hover and,
 * given `onExport`, a button to export the document instead.
 */
export function SaveStatus({ status, lastSavedAt, problem, onExport }: SaveStatusProps) {
  const text =
    status === 'saving'
      ? 'Saving…'
      : status === 'error'
        ? `Not saved: ${problem?.short ?? 'storage failed'}`
        : lastSavedAt === null
          ? 'Saved'
          : `Saved ${timeFormat.format(lastSavedAt)}`;
  return (
    <>
      <span
        role="status"
        className={`save-status save-status--${status}`}
        title={status === 'error' ? problem?.message : undefined}
      >
        {text}
      </span>
      {status === 'error' && onExport ? (
        <button type="button" className="save-status__export" onClick={onExport}>
          Export a copy…
        </button>
      ) : null}
    </>
  );
}
