import '../styles/tokens.css';
import './app.css';
import './workspace.css';
import type { StorageProblem } from './drafts';
import { Logo } from './Logo';
import { Workspace } from './Workspace';

/** The application shell: a header, a storage warning when drafts cannot be kept, the workspace. */
export function App({ storageProblem = null }: { storageProblem?: StorageProblem | null }) {
  return (
    <div className="shell">
      <header className="shell__header">
        <Logo />
        <h1 className="shell__title">Pass Studio</h1>
      </header>
      {storageProblem ? (
        <p className="banner banner--warning" role="alert">
          <span aria-hidden="true">▲ </span>
          {storageProblem.message}
        </p>
      ) : null}
      <div className="shell__body">
        <Workspace storageProblem={storageProblem} />
      </div>
    </div>
  );
}
