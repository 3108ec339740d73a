import { useId, useState } from 'react';
import { publishEndpoint } from '../../io/publish/publishEndpoint';
import {
  parseServiceAccountKey,
  type ServiceAccountKey,
} from '../../io/saveLink/serviceAccountKey';
import { KeyPicker, type PickedKey } from '../../features';
import { GoogleErrorHelp } from '../../features/googleErrors/GoogleErrorHelp';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { PublishRow } from './PublishRow';
import { usePublishSession, type PublishTarget } from './usePublishSession';
import './publish.css';

/** Google's Wallet API, as the endpoint field shows it. */
export const GOOGLE_ENDPOINT = 'https://walletobjects.googleapis.com';

/**
 * Publish…: the open documents to Google (or a Google-shaped test server) with a service
 * account's key file. The key is read into memory, never stored or shown, and forgotten when
 * the dialog closes; each document's copy at Google is read, compared and sent on request.
 */
export function PublishDialog({
  targets,
  onClose,
}: {
  targets: readonly PublishTarget[];
  onClose: () => void;
}) {
  const id = useId();
  const [key, setKey] = useState<PickedKey<ServiceAccountKey> | null>(null);
  const [endpointText, setEndpointText] = useState(GOOGLE_ENDPOINT);
  const [reading, setReading] = useState(false);
  const session = usePublishSession(targets);
  const endpoint = publishEndpoint(endpointText);

  const readAll = async () => {
    if (!key || !endpoint.ok) return;
    setReading(true);
    await session.readAll(key.key, endpoint);
    setReading(false);
  };

  return (
    <ModalDialog title="Publish" onClose={onClose} className="publish">
      <fieldset className="publish__options">
        <legend>Where and as whom</legend>
        <KeyPicker
          read={parseServiceAccountKey}
          onKey={setKey}
          note={`${key ? `Publishing as ${key.key.clientEmail} (from “${key.name}”). ` : ''}The JSON key from the Cloud console. It stays in memory while this dialog is open and only signs the request for an access token: never stored, shown or uploaded.`}
        />
        <label htmlFor={`${id}-endpoint`}>Endpoint</label>
        <input
          id={`${id}-endpoint`}
          type="url"
          value={endpointText}
          aria-invalid={!endpoint.ok || undefined}
          aria-describedby={`${id}-endpoint-note`}
          onChange={(event) => setEndpointText(event.target.value)}
        />
        <p id={`${id}-endpoint-note`} className="publish__note">
          {endpoint.ok
            ? endpoint.tokenUri
              ? `A Google-shaped test server: passes at ${endpoint.baseUrl}, access tokens from ${endpoint.tokenUri}.`
              : 'Google’s Wallet API. For a test server, write its address (http://127.0.0.1:8787).'
            : endpoint.message}
        </p>
      </fieldset>
      <div className="publish__actions">
        <button
          type="button"
          className="button--primary"
          disabled={!key || !endpoint.ok || reading}
          onClick={() => void readAll()}
        >
          Compare with Google
        </button>
        {!key && <span className="publish__note">Pick a key file first.</span>}
      </div>
      {session.problem && (
        <div role="alert" className="publish__error">
          <p>{session.problem.message}</p>
          {session.problem.explained && <GoogleErrorHelp row={session.problem.explained} />}
        </div>
      )}
      <ul className="publish__rows" aria-label="Documents to publish">
        {session.ordered.map((target) => (
          <PublishRow
            key={target.draftId}
            target={target}
            row={session.rows[target.draftId]}
            onSend={(method) => {
              if (key && endpoint.ok) void session.send(key.key, endpoint, target, method);
            }}
          />
        ))}
      </ul>
      <DialogActions dismiss={{ label: 'Close', onClick: onClose }} />
    </ModalDialog>
  );
}
