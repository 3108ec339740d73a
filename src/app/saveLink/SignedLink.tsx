import { useEffect, useRef } from 'react';
import type { SignedSaveLink } from '../../io/saveLink/signSaveLink';
import { useBarcodeSvg } from '../../studio';
import { LinkField } from '../linkField/LinkField';

/** The signed link: the URL to copy or open, and a QR code of it for a phone. */
export function SignedLink({ link }: { link: SignedSaveLink }) {
  const qr = useBarcodeSvg('QR_CODE', link.url, false);
  const section = useRef<HTMLElement>(null);
  // A fresh link appears below the settings: bring it into view, again once its QR code is drawn.
  useEffect(() => {
    // The link is the dialog's last section: scroll the dialog to its end.
    const dialog = section.current?.closest('dialog');
    if (dialog) dialog.scrollTop = dialog.scrollHeight;
  }, [link.url, qr.status]);
  return (
    <section ref={section} className="save-link__result" aria-label="Signed save link">
      <LinkField
        label={`Save link (${link.length.toLocaleString('en-US')} characters in the JWT)`}
        url={link.url}
      />
      <figure className="save-link__qr">
        {qr.status === 'drawn' ? (
          <img src={qr.url} alt="QR code of the save link, to scan with a phone" />
        ) : (
          <p>
            {qr.status === 'failed'
              ? 'No QR code: the link is too long for one. The short form, or fewer fields, make it fit.'
              : 'Drawing the QR code…'}
          </p>
        )}
        <figcaption>Scan with a phone to add the pass</figcaption>
      </figure>
    </section>
  );
}
