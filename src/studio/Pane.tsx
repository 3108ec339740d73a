import '../ui/visuallyHidden.css';
import './studio.css';
import type { ReactNode } from 'react';

/**
 * One named region of the workspace; its label is both its accessible name and its title. Its
 * class names the pane (pane--preview), for the narrow layout's Form / Preview switch. The section
 * is the frame (border, background, shadow); what it holds scrolls inside, undecorated.
 */
export function Pane({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <section className={`pane pane--${label.toLowerCase()}`} aria-label={label}>
      <div className="pane__scroll">
        <h2 className="pane__title">{label}</h2>
        {children}
      </div>
    </section>
  );
}
