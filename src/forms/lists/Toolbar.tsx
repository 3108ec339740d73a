import type { ReactNode } from 'react';
import { useRovingFocus } from '../../ui/useRovingFocus';

interface ToolbarProps {
  /** What the tools act on ("Text module 2", "Basics section"): the toolbar's accessible name. */
  label: string;
  className?: string;
  /** Any attributes the parts of the form find the toolbar by (data-row-tools). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/** A group of buttons that is one Tab stop (WAI-ARIA toolbar pattern, see useRovingFocus). */
export function Toolbar({ label, className, data, children }: ToolbarProps) {
  const roving = useRovingFocus<HTMLDivElement>();
  return (
    <div role="toolbar" aria-label={label} className={className} {...roving} {...data}>
      {children}
    </div>
  );
}
