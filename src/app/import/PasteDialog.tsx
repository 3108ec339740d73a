import { useEffect, useId, useState } from 'react';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { warmParseWorker } from './parseText';
import './import.css';

/** A dialog to paste JSON text or a save link; "Open" hands the text to the import. */
export function PasteDialog({
  onOpen,
  onCancel,
}: {
  onOpen: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  // A pasted pass can be as large as a file: the worker starts while the person pastes.
  useEffect(warmParseWorker, []);
  return (
    <ModalDialog title="Paste JSON" onClose={onCancel} className="paste-dialog">
      <label htmlFor={id}>JSON</label>
      <p id={`${id}-note`} className="paste-dialog__note">
        A class or a pass as JSON, or an “Add to Google Wallet” link or its JWT: a link opens every
        pass in it and checks the link.
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-note`}
        data-autofocus
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <DialogActions
        dismiss={{ label: 'Cancel', onClick: onCancel }}
        primary={{ label: 'Open', disabled: text.trim() === '', onClick: () => onOpen(text) }}
      />
    </ModalDialog>
  );
}
