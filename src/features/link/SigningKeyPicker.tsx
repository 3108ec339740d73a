import { parseServiceAccountKey } from '../../io/saveLink/serviceAccountKey';
import type { SaveLinkSigner } from '../../io/saveLink/signSaveLink';
import { KeyPicker, type KeyRead } from './KeyPicker';

/** A service-account key file as a non-extractable signing key. */
async function readSigner(text: string): Promise<KeyRead<SaveLinkSigner>> {
  const parsed = parseServiceAccountKey(text);
  if (!parsed.ok) return parsed;
  // jose loads with the first key, so it stays out of the editor's initial bundle.
  const { toSaveLinkSigner } = await import('../../io/saveLink/signSaveLink');
  return { ok: true, key: await toSaveLinkSigner(parsed.key) };
}

interface SigningKeyPickerProps {
  signer: SaveLinkSigner | null;
  onSigner: (signer: SaveLinkSigner | null) => void;
}

/** The key that signs a save link, picked from a file: it lives in the dialog's state alone. */
export function SigningKeyPicker({ signer, onSigner }: SigningKeyPickerProps) {
  return (
    <KeyPicker
      read={readSigner}
      onKey={(picked) => onSigner(picked?.key ?? null)}
      note={
        signer ? (
          <>
            Signing as <strong>{signer.clientEmail}</strong>. The key stays in this dialog and is
            forgotten when it closes.
          </>
        ) : (
          'The JSON key of the service account authorised in the Google Wallet console. It is used here and forgotten when this dialog closes; nothing is uploaded or stored.'
        )
      }
    />
  );
}
