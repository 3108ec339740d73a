import { tooltipText } from './shortcutLabel';

/** Hover this long before a tooltip shows: moving across a toolbar does not flash each one. */
const HOVER_DELAY_MS = 500;
const GAP_PX = 6;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const anchorOf = (event: Event): HTMLElement | null =>
  event
    .composedPath()
    .find(
      (node): node is HTMLElement => node instanceof HTMLElement && node.dataset.tip !== undefined,
    ) ?? null;

/** A focus from the keyboard shows the tooltip at once; a click's focus does not. */
function focusVisible(element: HTMLElement) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function place(bubble: HTMLElement, anchor: HTMLElement) {
  const box = anchor.getBoundingClientRect();
  const width = bubble.offsetWidth;
  const height = bubble.offsetHeight;
  const left = Math.max(
    GAP_PX,
    Math.min(box.left + box.width / 2 - width / 2, innerWidth - width - GAP_PX),
  );
  const below = box.bottom + GAP_PX;
  const top = below + height > innerHeight ? box.top - GAP_PX - height : below;
  bubble.style.left = `${left}px`;
  bubble.style.top = `${top}px`;
}

/**
 * One tooltip for every element under `root` marked `data-tip="Name"`: the name and the
 * element's `aria-keyshortcuts` ("Undo (Ctrl+Z)"), shown on hover and on keyboard focus, hidden
 * on leaving, blur, a press or Escape. The bubble is hidden from assistive technology: the
 * element's own name and `aria-keyshortcuts` already say the same. Returns the uninstaller.
 */
export function installTooltips(root: Document | ShadowRoot): () => void {
  const bubble = document.createElement('div');
  bubble.className = 'tooltip';
  bubble.setAttribute('aria-hidden', 'true');
  bubble.hidden = true;
  (root instanceof Document ? root.body : root).append(bubble);
  bubble.addEventListener('pointerleave', (event) => {
    if (!(event.relatedTarget instanceof Node && anchor?.contains(event.relatedTarget))) hide();
  });
  let anchor: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (element: HTMLElement) => {
    clearTimeout(timer);
    if (!element.isConnected) return;
    anchor = element;
    bubble.textContent = tooltipText(
      element.dataset.tip ?? '',
      element.getAttribute('aria-keyshortcuts'),
      isMac(),
    );
    bubble.hidden = false;
    place(bubble, element);
  };
  const hide = () => {
    clearTimeout(timer);
    // Every key typed and every scroll asks: nothing shown, nothing to write into the page.
    if (!anchor && bubble.hidden) return;
    anchor = null;
    bubble.hidden = true;
  };

  const onOver = (event: Event) => {
    const element = anchorOf(event);
    if (!element || element === anchor || (event as PointerEvent).pointerType === 'touch') return;
    clearTimeout(timer);
    timer = setTimeout(() => show(element), HOVER_DELAY_MS);
  };
  const onOut = (event: Event) => {
    const element = anchorOf(event);
    const to = (event as PointerEvent).relatedTarget;
    // Onto the bubble itself (it may be read there) or within the element: it stays.
    if (!element || (to instanceof Node && (element.contains(to) || bubble.contains(to)))) return;
    hide();
  };
  const onFocusIn = (event: Event) => {
    const element = anchorOf(event);
    if (element && focusVisible(element)) show(element);
    else if (anchor) hide();
  };
  const onFocusOut = (event: Event) => {
    if (anchorOf(event) === anchor) hide();
  };
  // Any key but Tab (which moves to another anchor) acts on the element or leaves: the bubble goes.
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Tab') hide();
  };

  const listeners: [string, (event: Event) => void][] = [
    ['pointerover', onOver],
    ['pointerout', onOut],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
    ['keydown', onKeyDown],
    ['pointerdown', hide],
    ['scroll', hide],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  return () => {
    hide();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
    bubble.remove();
  };
}
