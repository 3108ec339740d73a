import { syntaxErrorLabel, type SyntaxProblem } from '../../io/syntaxProblem';

/**
 * The issue list while the JSON text does not parse: the one issue that matters, never "valid".
 * Choosing it puts the cursor where the text breaks.
 */
export function SyntaxIssueList({
  problem,
  onSelect,
}: {
  problem: SyntaxProblem;
  onSelect: () => void;
}) {
  const label = syntaxErrorLabel(problem);
  return (
    <section className="doc-issues" aria-labelledby="doc-issues-title">
      <h2 id="doc-issues-title" className="doc-issues__title">
        Issues
      </h2>
      <p className="doc-issues__summary" role="status">
        1 error: {label}
      </p>
      <ul className="doc-issues__items">
        <li>
          <button type="button" className="issue issue--error" onClick={onSelect}>
            <span aria-hidden="true" className="issue__icon">
              ✖
            </span>
            <span className="issue__text">
              <span className="issue__kind">Error</span>
              <span className="issue__where">{label}</span>
              <span className="issue__message">{problem.message}</span>
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}

/** Where the form would be: it waits for text that parses, so nothing typed is overwritten. */
export function FormLocked({
  problem,
  onShowJson,
}: {
  problem: SyntaxProblem;
  onShowJson: () => void;
}) {
  return (
    <div className="raw-json-locked" role="region" aria-label="Form locked">
      <h2 className="raw-json-locked__title">The form waits for the JSON to be fixed</h2>
      <p>
        {syntaxErrorLabel(problem)}: {problem.message}. Your text is kept as you typed it; the form
        and the preview show the last version that parsed until it is fixed.
      </p>
      <button type="button" className="button raw-json-locked__action" onClick={onShowJson}>
        Fix it in the JSON view
      </button>
    </div>
  );
}
