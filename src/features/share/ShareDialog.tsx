import { useEffect, useState } from 'react';
import { shareLink, type ShareLink } from '../../io/share/shareLink';
import { sharedTitle } from '../../io/share/sharedTitle';
import { isRecord } from '../../io/walkDocument';
import { resourceLabels, type ResourceKind } from '../../schema/resources';
import { LinkBox } from '../link/LinkBox';
import { currentPreviewSettings, fieldLabel } from '../../studio';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import './share.css';

interface ShareDialogProps {
  kind: ResourceKind;
  document: unknown;
  /** Offer object: the open offer class it is drawn with, shared with it. */
  pairedClass?: unknown;
  onClose: () => void;
}

const format = (n: number) => n.toLocaleString('en-US');

/** Where the review page is, beside the app's own page. */
const reviewPage = () => new URL('review.html', location.href).href;

/**
 * "Share preview": a review link that carries the pass (and its paired class) in its fragment,
 * compressed, with the preview's settings and moment, as a link and a QR code. Secrets never go
 * into it; nothing is sent anywhere to make it.
 */
export function ShareDialog({ kind, document, pairedClass, onClose }: ShareDialogProps) {
  const [link, setLink] = useState<ShareLink | null>(null);
  const [problem, setProblem] = useState('');
  const [moment] = useState(() => currentPreviewSettings().moment);
  useEffect(() => {
    let live = true;
    shareLink(reviewPage(), {
      kind,
      document: isRecord(document) ? document : {},
      ...(kind === 'offerObject' && isRecord(pairedClass) && { pairedClass }),
      preview: { ...currentPreviewSettings() },
    }).then(
      (made) => live && setLink(made),
      (error: unknown) => live && setProblem(`No link: ${(error as Error).message}`),
    );
    return () => {
      live = false;
    };
  }, [kind, document, pairedClass]);
  const paired = kind === 'offerObject' && isRecord(pairedClass);
  const title = sharedTitle({
    kind,
    document: isRecord(document) ? document : {},
    ...(paired && { pairedClass }),
  });

  return (
    <ModalDialog title="Share preview" onClose={onClose} className="share-dialog">
      <p>
        Anyone with this link sees “{title}” as the preview draws it: card, details and list row, on
        Android and the web, read-only, in any browser and without an account.
      </p>
      <ul className="share-dialog__facts">
        <li>
          It holds this {resourceLabels[kind].toLowerCase()}
          {paired && ' and the offer class it is drawn with'}, compressed, after the link’s #: a
          browser never sends that part to a server, so the pass goes nowhere but to whoever opens
          the link.
        </li>
        <li>
          {moment === undefined
            ? 'It opens at the reviewer’s current time (the preview shows “Now”).'
            : `It opens at the moment the preview shows: ${new Date(moment).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.`}
        </li>
        <li>
          Secrets are never put in a link.{' '}
          {link && link.leftOut.length > 0
            ? `Left out: ${link.leftOut.map((entry) => fieldLabel(entry.in === 'document' ? kind : 'offerClass', entry.segments)).join('; ')} (the review shows no real rotating code).`
            : 'This pass has none (a TOTP key would be left out).'}
        </li>
      </ul>
      {problem && (
        <p role="alert" className="modal__problem">
          {problem}
        </p>
      )}
      {!link && !problem && <p role="status">Making the link…</p>}
      {link?.fits === 'too-long' && (
        <p role="alert" className="modal__problem">
          The pass is too large for a link: {format(link.url.length)} characters, more than a
          browser opens. Export it and send the file instead.
        </p>
      )}
      {link && link.fits !== 'too-long' && (
        <LinkBox
          name="Review link"
          url={link.url}
          detail={`${format(link.url.length)} characters`}
          caption="Scan with a phone to review the pass"
          tooLong="Send the link itself."
        />
      )}
      <DialogActions primary={{ label: 'Close', onClick: onClose, autoFocus: true }} />
    </ModalDialog>
  );
}
