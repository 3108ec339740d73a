import { useState } from 'react';
import { saveLinkClaims, type SaveLinkClaims } from '../io/saveLink/saveLinkClaims';
import { SAVE_URL_PREFIX } from '../io/saveLink/saveLinkLength';
import { LengthMeter, SignedLink, type SignedLinkValue } from '../features';
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
  const [link, setLink] = useState<SignedLinkValue | null>(null);
  const [message, setMessage] = useState({ text: '', problem: false });
  const run = async () => {
    if (!onSign) return;
    setLink(null);
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
      setLink({ url: SAVE_URL_PREFIX + jwt, length: jwt.length });
      setMessage({ text: 'Signed by the host.', problem: false });
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
      {link && (
        <SignedLink link={link}>
          <LengthMeter length={link.length} exact />
        </SignedLink>
      )}
    </div>
  );
  return { run, view };
}
