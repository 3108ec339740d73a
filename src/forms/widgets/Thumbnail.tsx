import { useState } from 'react';
import { safeImageSrc } from '../../io/safeUrl';

type Status = 'loading' | 'loaded' | 'failed';

/** A small preview of an image URI that says whether it loads. Only http(s) URIs are fetched. */
export function Thumbnail({ uri }: { uri: unknown }) {
  const src = safeImageSrc(uri);
  const [result, setResult] = useState<{ src: string; status: Status; size?: string }>({
    src: '',
    status: 'loading',
  });
  if (uri === undefined || uri === null || uri === '') return null;
  if (!src) {
    return (
      <p className="thumbnail thumbnail--none" role="status">
        No preview: only http and https images can be shown here.
      </p>
    );
  }
  const status: Status = result.src === src ? result.status : 'loading';
  const message =
    status === 'loading'
      ? 'Loading the image…'
      : status === 'loaded'
        ? `The image loads${result.size ? ` (${result.size} pixels)` : ''}.`
        : 'The image does not load: check the address, and that the server allows it to be shown.';
  return (
    <div className={`thumbnail thumbnail--${status}`}>
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        onLoad={(event) =>
          setResult({
            src,
            status: 'loaded',
            size: `${event.currentTarget.naturalWidth}×${event.currentTarget.naturalHeight}`,
          })
        }
        onError={() => setResult({ src, status: 'failed' })}
      />
      <p role="status" className="thumbnail__status">
        <span aria-hidden="true">
          {status === 'failed' ? '✖ ' : status === 'loaded' ? '✔ ' : '… '}
        </span>
        {message}
      </p>
    </div>
  );
}
