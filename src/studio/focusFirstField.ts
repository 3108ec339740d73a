import { focusableIn } from '../forms/focusableIn';
import { focusWhenRendered } from '../forms/focusWhenRendered';

const FIELD =
  'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** The first control a person types in inside `root`, else its first focusable element. */
export function firstField(root: Element | null | undefined): HTMLElement | null {
  const field = root?.querySelector<HTMLElement>(FIELD);
  return field ?? focusableIn(root);
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
