import { useState } from 'react';
import { saveLinkClaims, type SaveLinkClaims } from '../io/saveLink/saveLinkClaims';
import { SAFE_JWT_LENGTH, SAVE_URL_PREFIX } from '../io/saveLink/saveLinkLength';
import { useBarcodeSvg } from '../studio';
import type { ResourceKind } from '../schema/resources';

/**
 * The host signs a save link's claims with its service account (keys stay server-side) and
 * answers with the compact JWT. `iss` comes empty: the host sets its own account's e-mail.
 */
export type SignSaveLink = (claims: SaveLinkClaims) => Promise<string>;

interface HostSaveLinkOptions {
  kind: ResourceKind;
  getDocument: () => unknown;
  /** The host's signer; without one there is nothing to run. */
  onSign: SignSaveLink | undefined;
}

/**
 * "Save link" of the embedded editor, the host signing (the save link command's port there):
 * `run` asks for the signature; `view`, under the toolbar, says how it went and shows the link
 * and its QR code.
 */
export function useHostSaveLink({ kind, getDocument, onSign }: HostSaveLinkOptions) {
  const [url, setUrl] = useState('');
  const [message, setMessage] = useState({ text: '', problem: false });
  const qr = useBarcodeSvg('QR_CODE', url, url === '');
  const run = async () => {
    if (!onSign) return;
    setUrl('');
    const built = saveLinkClaims([{ kind, document: getDocument(), name: 'This pass' }], {
      issuer: '',
    });
    if (!built.ok) {
      setMessage({ text: `${built.message}: fix its errors first.`, problem: true });
      return;
    }
    setMessage({ text: 'Asking the host to sign…', problem: false });
    try {
      const jwt = await onSign(built.claims);
      setUrl(SAVE_URL_PREFIX + jwt);
      const over = jwt.length > SAFE_JWT_LENGTH;
      setMessage({
        text: over
          ? `Signed. The JWT has ${jwt.length} characters, over Google’s safe ${SAFE_JWT_LENGTH}.`
          : `Signed: ${jwt.length} of ${SAFE_JWT_LENGTH} characters.`,
        problem: over,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setMessage({ text: `Not signed: ${reason}`, problem: true });
    }
  };
  const view = (
    <div className="pse__link">
      <span role="status" className={message.problem ? 'pse__problem' : 'pse__note'}>
        {message.text}
      </span>
      {url && (
        <>
          <input aria-label="Save link" readOnly value={url} size={40} />
          <a href={url} target="_blank" rel="noopener noreferrer">
            Open link
          </a>
          {qr.status === 'drawn' && (
            <img
              className="pse__qr"
              src={qr.url}
              alt="QR code of the save link"
              width={160}
              height={160}
            />
          )}
        </>
      )}
    </div>
  );
  return { run, view };
}
