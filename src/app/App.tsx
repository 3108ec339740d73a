import './tokens.css';
import './app.css';
import { Logo } from './Logo';
import { Pane } from './Pane';

/** The application shell: a header and three panes. It only wires the parts together. */
export function App() {
  return (
    <div className="shell">
      <header className="shell__header">
        <Logo />
        <h1 className="shell__title">Pass Studio</h1>
      </header>
      <main className="workspace">
        <Pane label="Sections" />
        <Pane label="Editor" />
        <Pane label="Preview" />
      </main>
    </div>
  );
}
