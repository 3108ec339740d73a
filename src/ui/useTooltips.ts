import { useEffect } from 'react';
import { installTooltips } from './installTooltips';
import './tooltip.css';

const installed = new Map<Node, { count: number; uninstall: () => void }>();

/**
 * The tooltips of every `data-tip` element in the document (or shadow root) that holds
 * `element`: installed once per root however many parts ask, removed with the last.
 */
export function useTooltips(element: HTMLElement | null) {
  useEffect(() => {
    const root = element?.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    const entry = installed.get(root) ?? { count: 0, uninstall: installTooltips(root) };
    entry.count += 1;
    installed.set(root, entry);
    return () => {
      entry.count -= 1;
      if (entry.count > 0) return;
      entry.uninstall();
      installed.delete(root);
    };
  }, [element]);
}
