import '../styles/tokens.css';
import '../ui/visuallyHidden.css';
import './app.css';
import './workspace.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StorageProblem } from '../storage';
import { preloadPassPreview } from '../studio';
import { Segmented } from '../ui/Segmented';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { useHeaderScrollPadding } from './useHeaderScrollPadding';
import { Workspace } from './Workspace';

type NarrowView = 'form' | 'preview';

const narrowViews = [
  ['form', 'Edit'],
  ['preview', 'Preview'],
] as const satisfies readonly (readonly [NarrowView, string])[];

/**
 * The application shell: a header, a storage warning when drafts cannot be kept, the workspace.
 * In a narrow window (app.css) the form and the preview take turns, chosen by a switch named
 * Edit / Preview (the document toolbar's Form / JSON is another choice, under another name).
 */
export function App({ storageProblem = null }: { storageProblem?: StorageProblem | null }) {
  // The preview's chunk comes right after the first paint, not when a document first opens.
  useEffect(() => {
    const timer = setTimeout(preloadPassPreview, 0);
    return () => clearTimeout(timer);
  }, []);
  const [view, setView] = useState<NarrowView>('form');
  // A click on a preview element that edits a field shows the form, where that field is.
  const showForm = useCallback(() => setView('form'), []);
  const header = useRef<HTMLElement>(null);
  useHeaderScrollPadding(header);
  return (
    <div className="shell" data-narrow-view={view}>
      <SkipLink onSkip={() => setView('form')} />
      <header className="shell__header" ref={header}>
        <Logo />
        <h1 className="shell__title">Pass Studio</h1>
        <Segmented
          className="narrow-switch"
          legend="Show"
          hideLegend
          options={narrowViews}
          value={view}
          onChange={setView}
        />
      </header>
      {storageProblem ? (
        <p className="banner banner--warning" role="alert">
          <span aria-hidden="true">▲ </span>
          {storageProblem.message}
        </p>
      ) : null}
      <div className="shell__body">
        <Workspace storageProblem={storageProblem} onSelectField={showForm} />
      </div>
    </div>
  );
}
