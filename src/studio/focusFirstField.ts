import { focusableIn } from '../forms/focusableIn';
import { focusWhenRendered } from '../forms/focusWhenRendered';

// Editable only: a new document's form is read-only until its tab holds the draft's lock, and
// keys typed before then would be lost.
const FIELD = ['input:not([type=hidden])', 'select', 'textarea']
  .map((control) => `${control}:not(:disabled):not([readonly])`)
  .join(', ');

/**
 * The first control a person types in inside `root`; else, where `root` has no field at all
 * (the welcome), its first focusable element.
 */
export function firstField(root: Element | null | undefined): HTMLElement | null {
  const field = root?.querySelector<HTMLElement>(FIELD);
  if (field) return field;
  if (root?.querySelector('input, select, textarea')) return null;
  return focusableIn(root);
}

/**
 * Moves the focus to the first field of the editor pane inside what `root` finds, once it has
 * rendered (a new document's fields come after its tab): the skip link and a created document.
 */
export function focusFirstField(root: () => Element | null | undefined): void {
  focusWhenRendered(() => firstField(root()?.querySelector('[aria-label="Editor"]')), {
    block: 'nearest',
  });
}
