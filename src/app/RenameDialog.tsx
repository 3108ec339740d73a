import { useId, useState } from 'react';
import { ModalDialog } from './import';

/** Renames a document; the name is the workspace's, never written into the pass. */
export function RenameDialog({
  initial,
  onRename,
  onCancel,
}: {
  initial: string;
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const id = useId();
  return (
    <ModalDialog title="Rename document" onClose={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onRename(name.trim());
        }}
      >
        <label htmlFor={id}>Name</label>
        <input
          id={id}
          data-autofocus
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <p className="hint">Leave empty to show the pass’s ID.</p>
        <div className="modal__actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button--primary">
            Rename
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
