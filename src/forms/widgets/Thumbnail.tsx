import { useState } from 'react';
import { safeImageSrc } from '../../io/safeUrl';
import { useFieldIssues } from '../useFieldIssues';

type Status = 'loading' | 'loaded' | 'failed';

/** Issues at the URL field that already say why the image shows nothing. */
const SAYS_WHY = new Set(['lint.imageHttps', 'google.image.load']);

/**
 * A small preview of an image URI that says whether it loads. Only http(s) URIs are fetched. A
 * failure that a message at the URL field (`name`) already states is not said twice: the
 * thumbnail then draws nothing.
 */
export function Thumbnail({ uri, name }: { uri: unknown; name: string }) {
  const issues = useFieldIssues(name);
  const explained = issues.some((issue) => issue.severity === 'error' || SAYS_WHY.has(issue.code));
  const src = safeImageSrc(uri);
  const [result, setResult] = useState<{ src: string; status: Status; size?: string }>({
    src: '',
    status: 'loading',
  });
  if (uri === undefined || uri === null || uri === '') return null;
  const status: Status = result.src === src ? result.status : 'loading';
  // A new URL starts 'loading' again, so a fixed one shows as soon as it loads.
  if ((!src || status === 'failed') && explained) return null;
  if (!src) {
    return (
      <p className="thumbnail thumbnail--none" role="status">
        No preview: only http and https images can be shown here.
      </p>
    );
  }
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
