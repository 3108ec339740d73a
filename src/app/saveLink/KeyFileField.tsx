import { useId, useState, type ChangeEvent } from 'react';
import { parseServiceAccountKey } from '../../io/saveLink/serviceAccountKey';
import type { SaveLinkSigner } from '../../io/saveLink/signSaveLink';
import { readFiles } from '../import/readFiles';

interface KeyFileFieldProps {
  signer: SaveLinkSigner | null;
  onSigner: (signer: SaveLinkSigner | null) => void;
}

/**
 * Picks a service-account key file and turns it into a non-extractable signing key at once.
 * The file's text is dropped after import and the input is cleared, so the key lives only in
 * the dialog's state: never in drafts, storage, undo, the URL or a message.
 */
export function KeyFileField({ signer, onSigner }: KeyFileFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    onSigner(null);
    const [read] = await readFiles([file]);
    const parsed = parseServiceAccountKey(read?.text ?? '');
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    try {
      // jose loads with the first key, so it stays out of the editor's initial bundle.
      const { toSaveLinkSigner } = await import('../../io/saveLink/signSaveLink');
      onSigner(await toSaveLinkSigner(parsed.key));
      setProblem('');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <div className="save-link__key">
      <label htmlFor={id}>Service-account key file</label>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        aria-describedby={`${id}-note`}
        onChange={(event) => void onChange(event)}
      />
      <p id={`${id}-note`} className="save-link__note">
        {signer ? (
          <>
            Signing as <strong>{signer.clientEmail}</strong>. The key stays in this dialog and is
            forgotten when it closes.
          </>
        ) : (
          'The JSON key of the service account authorised in the Google Wallet console. It is used here and forgotten when this dialog closes; nothing is uploaded or stored.'
        )}
      </p>
      {problem && (
        <p role="alert" className="modal__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
