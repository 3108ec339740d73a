import { useId, useMemo, useState } from 'react';
import { useKeepMoment } from '../keepMoment';
import {
  saveLinkClaims,
  type SaveLinkClaims,
  type SaveLinkForm,
} from '../../io/saveLink/saveLinkClaims';
import { saveLinkLength } from '../../io/saveLink/saveLinkLength';
import { plural } from '../../io/verdict';
import type { SaveLinkSigner, SignedSaveLink } from '../../io/saveLink/signSaveLink';
import type { ResourceKind } from '../../schema/resources';
import { LengthMeter } from '../link/LengthMeter';
import { SignedLink } from '../link/SignedLink';
import { SigningKeyPicker } from '../link/SigningKeyPicker';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { parseOrigins } from './parseOrigins';
import { saveLinkDocuments } from './saveLinkDocuments';
import './saveLink.css';

/** Shown as `iss` until a key is picked; about as long as a real one, for the estimate. */
const ISSUER_PLACEHOLDER = 'service-account@your-project.iam.gserviceaccount.com';

interface SaveLinkDialogProps {
  kind: ResourceKind;
  document: unknown;
  /** Offer object: the open offer class its classId names, embedded in the full form. */
  pairedClass?: unknown;
  onClose: () => void;
}

/**
 * "Save link": the unsigned claims of the "Add to Google Wallet" JWT and their length, live as
 * the origins and the form change; then a link signed with a key file the user picks, with
 * its QR code. The key is held in this component's state only.
 */
export function SaveLinkDialog({ kind, document, pairedClass, onClose }: SaveLinkDialogProps) {
  const id = useId();
  const [originsText, setOriginsText] = useState('');
  const [form, setForm] = useState<SaveLinkForm>('full');
  const [signer, setSigner] = useState<SaveLinkSigner | null>(null);
  const [iat] = useState(() => Math.floor(Date.now() / 1000));
  const [signed, setSigned] = useState<{ claims: string; link: SignedSaveLink } | null>(null);
  const [problem, setProblem] = useState('');
  // A signed link is a version of its own: what was handed out can be compared with later.
  const keepVersion = useKeepMoment();

  const origins = parseOrigins(originsText);
  const documents = useMemo(
    () => saveLinkDocuments(kind, document, pairedClass),
    [kind, document, pairedClass],
  );
  const originList = origins.ok ? origins.origins.join(' ') : '';
  const built = useMemo(
    () =>
      saveLinkClaims(documents, {
        issuer: signer?.clientEmail ?? ISSUER_PLACEHOLDER,
        origins: originList ? originList.split(' ') : [],
        iat,
        form,
      }),
    [documents, signer, originList, iat, form],
  );

  if (!built.ok) {
    const count = built.problems.reduce((n, p) => n + p.issues.length, 0);
    return (
      <ModalDialog title="Save link" onClose={onClose} className="save-link">
        <p>
          {built.message}: {plural(count, 'error')} to fix first (the Export preview lists them).
          Google refuses a link whose pass is not valid.
        </p>
        <DialogActions dismiss={{ label: 'Close', onClick: onClose, autoFocus: true }} />
      </ModalDialog>
    );
  }

  const claims = built.claims;
  const claimsText = JSON.stringify(claims, null, 2);
  const link = signed?.claims === claimsText ? signed.link : null;
  const canShorten = built.notes.length > 0 || hasEmbeddedClass(claims);
  const sign = async (active: SaveLinkSigner) => {
    setProblem('');
    try {
      const { signSaveLink } = await import('../../io/saveLink/signSaveLink');
      setSigned({ claims: claimsText, link: await signSaveLink(claims, active) });
      void keepVersion('saveLink');
    } catch (error) {
      setProblem(`Not signed: ${(error as Error).message}`);
    }
  };

  return (
    <ModalDialog title="Save link" onClose={onClose} className="save-link">
      <p>
        An “Add to Google Wallet” link carries the pass in a JWT signed with your service account’s
        key.
      </p>
      <div className="save-link__grid">
        <div className="save-link__settings">
          <label htmlFor={`${id}-origins`}>Origins (sites that show the button)</label>
          <input
            id={`${id}-origins`}
            type="text"
            value={originsText}
            placeholder="https://shop.example"
            aria-invalid={!origins.ok || undefined}
            aria-describedby={`${id}-origins-note`}
            onChange={(event) => setOriginsText(event.target.value)}
          />
          <p id={`${id}-origins-note`} className={origins.ok ? 'link-note' : 'modal__problem'}>
            {origins.ok
              ? 'Separate several with spaces. Leave empty for links in e-mail or SMS.'
              : origins.message}
          </p>
          <fieldset className="save-link__form">
            <legend>Class</legend>
            <label>
              <input
                type="radio"
                name={`${id}-form`}
                checked={form === 'full'}
                onChange={() => setForm('full')}
              />
              Embed the class
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-form`}
                checked={form === 'short'}
                disabled={!canShorten && form === 'full'}
                onChange={() => setForm('short')}
              />
              Short form: name the class by its id (it must already exist at Google)
            </label>
          </fieldset>
          <LengthMeter length={link?.length ?? saveLinkLength(claims)} exact={Boolean(signer)} />
          {built.notes.map((note) => (
            <p key={note} className="link-note">
              {note}.
            </p>
          ))}
          <SigningKeyPicker signer={signer} onSigner={setSigner} />
        </div>
        <section className="save-link__claims" aria-labelledby={`${id}-claims`}>
          <h3 id={`${id}-claims`}>Unsigned claims</h3>
          <pre tabIndex={0} aria-labelledby={`${id}-claims`}>
            {claimsText}
          </pre>
        </section>
      </div>
      {link && <SignedLink link={link} />}
      {problem && (
        <p role="alert" className="modal__problem">
          {problem}
        </p>
      )}
      <DialogActions
        dismiss={{ label: 'Close', onClick: onClose }}
        primary={{
          label: 'Sign link',
          disabled: !signer || !origins.ok,
          onClick: () => signer && void sign(signer),
        }}
      />
    </ModalDialog>
  );
}

const hasEmbeddedClass = (claims: SaveLinkClaims) =>
  (claims.payload.offerClasses?.length ?? 0) > 0 ||
  (claims.payload.offerObjects ?? []).some(
    (object) => typeof object === 'object' && object !== null && 'classReference' in object,
  );
