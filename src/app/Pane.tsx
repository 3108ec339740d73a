import type { ReactNode } from 'react';

/** One named region of the workspace; its label is both its accessible name and its title. */
export function Pane({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <section className="pane" aria-label={label}>
      <h2 className="pane__title">{label}</h2>
      {children}
    </section>
  );
}
