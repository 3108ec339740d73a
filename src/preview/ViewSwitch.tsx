import type { KeyboardEvent } from 'react';

export type PreviewView = 'card' | 'details' | 'list';

const views: readonly [PreviewView, string][] = [
  ['card', 'Card'],
  ['details', 'Details'],
  ['list', 'List row'],
];

interface ViewSwitchProps {
  view: PreviewView;
  onChange: (view: PreviewView) => void;
  panelId: string;
}

/** Tabs for the three views; arrow keys move between them, as the ARIA tabs pattern has it. */
export function ViewSwitch({ view, onChange, panelId }: ViewSwitchProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = views.findIndex(([name]) => name === view);
    const next = views[(index + step + views.length) % views.length];
    if (!next) return;
    event.preventDefault();
    onChange(next[0]);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-view="${next[0]}"]`)?.focus();
  };
  return (
    <div className="pp-tabs" role="tablist" aria-label="Preview view" onKeyDown={onKeyDown}>
      {views.map(([name, label]) => (
        <button
          key={name}
          type="button"
          role="tab"
          data-view={name}
          id={`${panelId}-${name}`}
          aria-selected={view === name}
          aria-controls={panelId}
          tabIndex={view === name ? 0 : -1}
          className="pp-tabs__tab"
          onClick={() => onChange(name)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
