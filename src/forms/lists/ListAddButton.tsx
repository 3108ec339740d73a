import type { ReactNode } from 'react';
import { Toolbar } from './Toolbar';
import type { ListEditor } from './useListEditor';

interface ListAddButtonProps {
  list: ListEditor;
  onClick: () => void;
  /** Default: the dashed "+ Add …" button. */
  className?: string;
  children: ReactNode;
}

/**
 * "+ Add …" under a list: where focus goes once the list's last row is removed. Beside it, where
 * the rows can be pasted, "Paste" (what the clipboard holds, checked) and what the last copy or
 * paste did. "+ Add" and "Paste" are one toolbar named after the rows: one Tab stop.
 */
export function ListAddButton({
  list,
  onClick,
  className = 'button button--ghost',
  children,
}: ListAddButtonProps) {
  if (list.readOnly) return null;
  const add = (
    <button type="button" className={className} data-list-add={list.id} onClick={onClick}>
      <span aria-hidden="true">+</span> {children}
    </button>
  );
  if (!list.copyable) return add;
  const note = list.clipNote;
  return (
    <div className="list-actions">
      <Toolbar label={`Add or paste ${list.rowsLabel}`} className="list-actions__tools">
        {add}
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Paste ${list.rowsLabel}`}
          title="Paste after the last row (Ctrl+V on a row pastes after it)"
          onClick={() => void list.paste()}
        >
          Paste
        </button>
      </Toolbar>
      <p
        role="status"
        aria-live="polite"
        className={`list-note${note?.refused ? ' list-note--refused' : ''}`}
      >
        {note?.text}
      </p>
    </div>
  );
}
