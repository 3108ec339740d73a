const FOCUSABLE =
  'input:not([type=hidden]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** Focuses `element` when it takes focus, else its first focusable descendant. */
export function focusFirstIn(element: Element | null): boolean {
  if (!element) return false;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector(FOCUSABLE);
  if (!(target instanceof HTMLElement)) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/** The element that carries `data-field="name"` inside `container`. */
export function fieldElement(container: ParentNode, name: string): Element | null {
  return container.querySelector(`[data-field="${name.replace(/["\\]/g, '\\$&')}"]`);
}
