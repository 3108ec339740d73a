import { useState } from 'react';
import { copyToClipboard } from '../export/copyToClipboard';
import './linkField.css';

/** A link to hand out (a save link, a review link): its text to select, Copy link and Open link. */
export function LinkField({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState('');
  const copy = () =>
    copyToClipboard(url).then(
      () => setCopied('Link copied.'),
      () => setCopied('The browser refused to copy: select the link and copy it yourself.'),
    );
  return (
    <div className="link-field">
      <label>
        {label}
        <textarea readOnly rows={4} value={url} />
      </label>
      <div className="link-field__actions">
        <button type="button" onClick={() => void copy()}>
          Copy link
        </button>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open link
        </a>
        <span role="status">{copied}</span>
      </div>
    </div>
  );
}
