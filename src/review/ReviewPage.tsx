import { useEffect, useMemo, useState } from 'react';
import {
  decodeSharedPreview,
  type DecodedShare,
  type SharedPreview,
} from '../io/share/sharedPreview';
import { sharedTitle } from '../io/share/sharedTitle';
import { resourceLabels } from '../schema/resources';
import { fieldLabel, PassPreview, PreviewSettingsContext } from '../studio';
import { reviewSettings } from './reviewSettings';

/**
 * The document as the preview draws it: an offer object with its paired class embedded, as
 * Google returns it (classReference), so the preview does not speak of an open class to edit.
 */
const drawn = ({ kind, document, pairedClass }: SharedPreview) =>
  kind === 'offerObject' && pairedClass ? { ...document, classReference: pairedClass } : document;

const idOf = (document: Record<string, unknown>) =>
  typeof document.id === 'string' && document.id !== '' ? document.id : 'without an id';

/**
 * A pass shared for review: the read-only preview of the link's fragment (card, details, list
 * row, Android and Web, the sender's moment), and a way to open a copy in the editor. The
 * fragment never reaches a server; this page reads it in the browser.
 */
export function ReviewPage() {
  const [decoded, setDecoded] = useState<DecodedShare | null>(null);
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const onHash = () => setHash(location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    let live = true;
    void decodeSharedPreview(hash).then((result) => {
      if (live) setDecoded(result);
    });
    return () => {
      live = false;
    };
  }, [hash]);
  const review = useMemo(
    () => (decoded?.ok ? reviewSettings(decoded.shared.preview) : null),
    [decoded],
  );

  return (
    <div className="review">
      <header className="review__header">
        <svg className="review__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6 7h20a3 3 0 0 1 3 3v3a3 3 0 0 0 0 6v3a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-3a3 3 0 0 0 0-6v-3a3 3 0 0 1 3-3z"
          />
        </svg>
        <p className="review__brand">Pass Studio · review</p>
      </header>
      <main className="review__main">
        {decoded === null ? (
          <p role="status">Opening the pass…</p>
        ) : !decoded.ok ? (
          <section className="review__problem" aria-labelledby="review-problem">
            <h1 id="review-problem">No pass to show</h1>
            <p role="alert">{decoded.message}</p>
          </section>
        ) : (
          <>
            <section className="review__intro" aria-labelledby="review-title">
              <div>
                <h1 id="review-title">{sharedTitle(decoded.shared)}</h1>
                <p>
                  {resourceLabels[decoded.shared.kind]} {idOf(decoded.shared.document)}
                  {decoded.shared.pairedClass &&
                    `, with its offer class ${idOf(decoded.shared.pairedClass)}`}
                  . Shared for review: read-only, and what you change in the preview stays on this
                  page.
                </p>
                {(decoded.shared.leftOut ?? []).length > 0 && (
                  <p className="review__note">
                    Left out of this link, as secrets:{' '}
                    {decoded.shared.leftOut
                      ?.map((entry) =>
                        fieldLabel(
                          entry.in === 'document' ? decoded.shared.kind : 'offerClass',
                          entry.segments,
                        ),
                      )
                      .join('; ')}
                    . The rotating barcode cannot show its real code.
                  </p>
                )}
                {review?.momentProblem && <p className="review__note">{review.momentProblem}</p>}
              </div>
              <a className="review__open" href={`./${hash}`}>
                Open a copy in Pass Studio
              </a>
            </section>
            <PreviewSettingsContext.Provider value={review?.settings ?? null}>
              <section className="review__preview" aria-labelledby="review-preview">
                <h2 id="review-preview" className="visually-hidden">
                  Pass preview
                </h2>
                <PassPreview kind={decoded.shared.kind} document={drawn(decoded.shared)} />
              </section>
            </PreviewSettingsContext.Provider>
          </>
        )}
      </main>
    </div>
  );
}
