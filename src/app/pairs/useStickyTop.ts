import { useEffect, useState } from 'react';

/**
 * How far below the window's top a sticky element of the editor must stop: the height of the
 * app's header while it sticks itself (narrow windows, where the page scrolls), else 0 (the
 * editor pane scrolls on its own).
 */
export function useStickyTop(): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () =>
      setTop(
        getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0,
      );
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return top;
}
