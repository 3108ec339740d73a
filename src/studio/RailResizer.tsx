import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampRail, railBounds } from './railWidth';

interface RailResizerProps {
  /** The workspace whose first column is the rail. */
  workspace: HTMLElement | null;
  /** The chosen width in px; null: the layout's own. */
  width: number | null;
  onWidth: (width: number | null) => void;
}

const STEP = 16;
const BIG_STEP = 64;

/** The rail's and the workspace's widths as laid out, followed as the window changes. */
function useLaidOut(workspace: HTMLElement | null): { rail: number; total: number } {
  const [laidOut, setLaidOut] = useState({ rail: 0, total: 0 });
  useEffect(() => {
    // The rail: the workspace's first pane (the handle itself comes before it).
    const rail = workspace?.querySelector(':scope > :not([role="separator"])');
    if (!workspace || !rail || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setLaidOut({
        rail: Math.round(rail.getBoundingClientRect().width),
        total: Math.round(workspace.getBoundingClientRect().width),
      });
    const observer = new ResizeObserver(measure);
    observer.observe(workspace);
    observer.observe(rail);
    return () => observer.disconnect();
  }, [workspace]);
  return laidOut;
}

/**
 * The handle between the sections-and-issues rail and the form: drag it, or focus it and use
 * the arrow keys (Shift for bigger steps, Home and End for the bounds); a double click gives the
 * layout its own width back. A window separator to assistive technology, with its width as value.
 */
export function RailResizer({ workspace, width, onWidth }: RailResizerProps) {
  const { rail, total } = useLaidOut(workspace);
  const [min, max] = railBounds(total);
  const now = width === null ? rail : Math.min(width, max);
  const drag = useRef<{ x: number; from: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, from: now };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onWidth(clampRail(drag.current.from + event.clientX - drag.current.x, total));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const next: Record<string, number> = {
      ArrowLeft: now - step,
      ArrowRight: now + step,
      Home: min,
      End: max,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onWidth(clampRail(next[event.key]!, total));
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Width of sections and issues"
      aria-valuenow={now}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={`${now} pixels`}
      tabIndex={0}
      className="workspace__resizer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onDoubleClick={() => onWidth(null)}
    />
  );
}
