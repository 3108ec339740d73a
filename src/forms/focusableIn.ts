const FOCUSABLE = [
  'input:not([type=hidden])',
  'select',
  'textarea',
  'button',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
]
  .map((selector) => `${selector}:not(:disabled)`)
  .join(', ');

/** What a field's first control is: anything focusable but a list row's drag handle and tools. */
const FIELD_CONTROL = FOCUSABLE.split(', ')
  .map((selector) => `${selector}:not([data-drag-handle]):not([data-row-tool])`)
  .join(', ');

/**
 * `element` when it takes focus, else its first focusable descendant; with `fields`, its first
 * control that is not a list row's drag handle or tool (where typing goes in a new row).
 */
export function focusableIn(
  element: Element | null | undefined,
  { fields = false }: { fields?: boolean } = {},
): HTMLElement | null {
  if (!element) return null;
  const selector = fields ? FIELD_CONTROL : FOCUSABLE;
  const target = element.matches(selector) ? element : element.querySelector(selector);
  return target instanceof HTMLElement ? target : null;
}

/** The element that carries `data-field="name"` inside `container`. */
export function fieldElement(container: ParentNode, name: string): Element | null {
  return container.querySelector(`[data-field="${name.replace(/["\\]/g, '\\$&')}"]`);
}
