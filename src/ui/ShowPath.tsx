import './showPath.css';
import './visuallyHidden.css';
import { breakAfter } from './breakAfter';

interface ShowPathProps {
  /** JSON Pointers: the first is the place; any further one is the same finding's twin. */
  paths: readonly string[];
  /** What the paths are of, for the disclosure's accessible name: "Issuer name". */
  of?: string | undefined;
}

/**
 * A place's JSON path, behind a "Show path" disclosure: designers read labels first, and the path
 * is there for whoever needs to find the value in the JSON.
 */
export function ShowPath({ paths, of }: ShowPathProps) {
  return (
    <details className="show-path">
      <summary className="show-path__summary">
        Show path{of ? <span className="visually-hidden"> of {of}</span> : null}
      </summary>
      {paths.map((path, i) => (
        <code key={i} className="show-path__path">
          {path === '' ? '(whole document)' : breakAfter(path, '/')}
        </code>
      ))}
    </details>
  );
}
