import { useState } from 'react';

/**
 * What repair left out of a document because the spec has no place for it (the rest of Google's
 * list, merchant locations): shown as JSON to copy before the repaired document opens.
 */
/** `what` names it in words: "value-added modules 2 to 3". */
export function LeftOutValue({ value, what }: { value: unknown; what: string }) {
  const [status, setStatus] = useState('');
  const json = JSON.stringify(value, null, 2);
  const copy = () => {
    navigator.clipboard.writeText(json).then(
      () => setStatus('Copied.'),
      () => setStatus('Could not copy here; select the text and copy it instead.'),
    );
  };
  return (
    <div className="import-report__left-out">
      <pre className="code-excerpt" aria-label={`Left out: ${what}`} tabIndex={0}>
        {json}
      </pre>
      <button type="button" onClick={copy}>
        Copy {what}
      </button>{' '}
      <span role="status">{status}</span>
    </div>
  );
}
