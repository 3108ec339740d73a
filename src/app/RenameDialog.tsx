import { useId, useState } from 'react';
import { DialogActions, ModalDialog } from '../ui/dialog';

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
        className="modal__form"
        onSubmit={(event) => {
          event.preventDefault();
          onRename(name.trim());
        }}
      >
        <label htmlFor={id} className="modal__label">
          Name
        </label>
        <input
          id={id}
          data-autofocus
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <p className="hint">Leave empty to show the pass’s ID.</p>
        <DialogActions
          dismiss={{ label: 'Cancel', onClick: onCancel }}
          primary={{ label: 'Rename', submit: true }}
        />
      </form>
    </ModalDialog>
  );
}
