import { useState } from 'react';
import docs from '../../../docs/google-errors.md?raw';
import { explainedAt, type GoogleErrorRow } from '../../io/googleErrorRows';
import { googleErrorSection } from './googleErrorSection';
import { MarkdownText } from './MarkdownText';
import './googleErrors.css';

/**
 * The row of docs/google-errors.md that explains a finding or a refusal: Google's message, its
 * causes and what to change, drawn here (the docs are not served with the app). A link to
 * another row shows that row in its place.
 */
export function GoogleErrorHelp({ row }: { row: GoogleErrorRow }) {
  const [shown, setShown] = useState<GoogleErrorRow>(row);
  const section = googleErrorSection(docs, shown);
  return (
    <details className="google-error">
      <summary>What Google shows, and what to change</summary>
      <div className="google-error__body">
        {section === null ? (
          <p>{explainedAt(shown)} has no such row.</p>
        ) : (
          <MarkdownText
            markdown={section}
            onAnchor={(anchor) => setShown(anchor as GoogleErrorRow)}
          />
        )}
        <p className="google-error__source">
          From Pass Studio’s {explainedAt(shown)}
          {shown !== row && (
            <>
              {' '}
              ·{' '}
              <button type="button" className="google-error__back" onClick={() => setShown(row)}>
                Back
              </button>
            </>
          )}
        </p>
      </div>
    </details>
  );
}
