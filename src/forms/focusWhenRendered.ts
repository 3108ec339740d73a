import { fieldElement, focusableIn } from './focusableIn';

/** A field by its dotted name (the element carrying its data-field), or a function that finds an element. */
export type FocusTarget = string | (() => Element | null | undefined);

export interface FocusWhenRenderedOptions {
  /** Where a field name is looked up (the document by default). */
  within?: () => ParentNode | null | undefined;
  /**
   * Where the focus goes instead, first found first, once one has been in the page for `patience`
   * frames while the target has not: the nearest ancestor of a field that never renders.
   */
  fallbacks?: readonly FocusTarget[];
  patience?: number;
  /** `center` for a field someone was sent to (the default), `nearest` for a control in place. */
  block?: ScrollLogicalPosition;
}

/** Frames to keep trying: a lazy chunk, a section that opens, a long list that scrolls to a row. */
const MAX_FRAMES = 90;
const DEFAULT_PATIENCE = 12;

let latest = 0;

const nextFrame = (run: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16);

/**
 * The one way the form moves focus to something that a change is about to render: a field a
 * button adds, the row a list operation moved, the field an issue points at. The first try runs
 * after the current task's updates (a microtask: React commits an event's updates before it),
 * then one a frame for a while. A later request replaces an earlier one that has not landed, so
 * focus never jumps back to an old target.
 */
export function focusWhenRendered(target: FocusTarget, options: FocusWhenRenderedOptions = {}) {
  const { within, fallbacks = [], patience = DEFAULT_PATIENCE, block = 'center' } = options;
  const request = ++latest;
  const find = (what: FocusTarget) => {
    if (typeof what !== 'string') return focusableIn(what());
    const root = within ? within() : document;
    return root ? focusableIn(fieldElement(root, what)) : null;
  };
  const focus = (element: HTMLElement) => {
    element.scrollIntoView?.({ block });
    element.focus({ preventScroll: true });
    return element.ownerDocument.activeElement === element;
  };
  let frames = 0;
  let fallbackSince: number | undefined;
  const attempt = () => {
    if (request !== latest) return;
    const element = find(target);
    if (element && focus(element)) return;
    const stand = fallbacks.reduce<HTMLElement | null>((found, f) => found ?? find(f), null);
    fallbackSince = stand ? (fallbackSince ?? frames) : undefined;
    if (stand && frames - (fallbackSince ?? frames) >= patience && focus(stand)) return;
    frames += 1;
    if (frames < MAX_FRAMES) nextFrame(attempt);
  };
  queueMicrotask(attempt);
}
