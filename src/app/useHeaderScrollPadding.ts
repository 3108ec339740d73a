import { useEffect, type RefObject } from 'react';

/**
 * Writes the header's height to `--shell-header-block-size` on the page's root, where app.css
 * makes it the window's scroll padding: what scrolls into view (a field that takes the focus, the
 * chosen tab) stops below the sticky header at any text size, however the header wraps.
 */
export function useHeaderScrollPadding(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      root.style.setProperty('--shell-header-block-size', `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--shell-header-block-size');
    };
  }, [header]);
}
