import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QR_MAX_CHARACTERS } from '../../io/share/shareLink';
import { useBarcodeSvg } from '../../studio';
import './link.css';

interface LinkBoxProps {
  /** What the link is ("Save link", "Review link"): the box's name and its QR code's. */
  name: string;
  url: string;
  /** Said after the name in the text box's label: "1,234 characters". */
  detail?: string;
  /** Under the QR code: what scanning it does. */
  caption: string;
  /** What to do when the link is too long for a QR code. */
  tooLong: string;
  /**
   * A link that appears below a dialog's settings: the dialog scrolls to its end to show it,
   * again once its QR code is drawn.
   */
  reveal?: boolean;
  /** Under the link's actions: its length against a limit, say. */
  children?: ReactNode;
}

const format = (n: number) => n.toLocaleString('en-US');

/**
 * A link to hand out (a signed save link, a review link): its text to select, Copy link and
 * Open link, and beside it a QR code of it for a phone, or why there is none.
 */
export function LinkBox({
  name,
  url,
  detail,
  caption,
  tooLong,
  reveal = false,
  children,
}: LinkBoxProps) {
  const fits = url.length <= QR_MAX_CHARACTERS;
  const qr = useBarcodeSvg('QR_CODE', url, !fits);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const dialog = reveal ? box.current?.closest('dialog') : null;
    if (dialog) dialog.scrollTop = dialog.scrollHeight;
  }, [reveal, url, qr.status]);
  const [copied, setCopied] = useState({ url: '', text: '' });
  const copy = () =>
    (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied({ url, text: 'Link copied.' }),
      () =>
        setCopied({
          url,
          text: 'The browser refused to copy: select the link and copy it yourself.',
        }),
    );
  const what = name.toLowerCase();
  return (
    <section ref={box} className="link-box" aria-label={name}>
      <div className="link-box__link">
        <label>
          {detail ? `${name} (${detail})` : name}
          <textarea readOnly rows={4} value={url} />
        </label>
        <div className="link-box__actions">
          <button type="button" className="button" onClick={() => void copy()}>
            Copy link
          </button>
          <a href={url} target="_blank" rel="noopener noreferrer">
            Open link
          </a>
          <span role="status">{copied.url === url ? copied.text : ''}</span>
        </div>
        {children}
      </div>
      <figure className="link-box__qr">
        {!fits ? (
          <p>
            Too large for a QR code: the link has {format(url.length)} characters and a QR code
            holds at most {format(QR_MAX_CHARACTERS)}. {tooLong}
          </p>
        ) : qr.status === 'drawn' ? (
          <img src={qr.url} alt={`QR code of the ${what}, to scan with a phone`} />
        ) : (
          <p>{qr.status === 'failed' ? `No QR code: ${qr.message}` : 'Drawing the QR code…'}</p>
        )}
        {fits && qr.status !== 'failed' && <figcaption>{caption}</figcaption>}
      </figure>
    </section>
  );
}
