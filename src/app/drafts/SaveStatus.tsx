import './saveStatus.css';
import type { AutosaveState } from './useAutosave';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** "Saved 12:04", "Saving…", or "Not saved — storage is full" with the full reason on hover. */
export function SaveStatus({ status, lastSavedAt, problem }: Omit<AutosaveState, 'flush'>) {
  const text =
    status === 'saving'
      ? 'Saving…'
      : status === 'error'
        ? `Not saved — ${problem?.short ?? 'storage failed'}`
        : lastSavedAt === null
          ? 'Saved'
          : `Saved ${timeFormat.format(lastSavedAt)}`;
  return (
    <span
      role="status"
      className={`save-status save-status--${status}`}
      title={status === 'error' ? problem?.message : undefined}
    >
      {text}
    </span>
  );
}
