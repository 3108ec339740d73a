/**
 * jsdom has no `showModal` and no Popover API: stand-ins that open and close them. showModal
 * focuses the first control, Escape cancels the topmost dialog and a popovertarget button
 * toggles its popover, as the browser does. What the platform adds (the page behind inert, the
 * top layer, light dismiss) is the browser specs' subject.
 */
const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, a[href]';

export function installDialogShim() {
  // Once per page: the test files of a worker share it.
  const installed: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  if (typeof installed.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  const popovers: HTMLElement[] = [];
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modals.push(this);
    (this.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`) ?? this).focus();
  };
  dialog.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  const element = HTMLElement.prototype;
  element.showPopover = function (this: HTMLElement) {
    if (popovers.includes(this)) return;
    popovers.push(this);
    this.dispatchEvent(toggle('closed', 'open'));
  };
  element.hidePopover = function (this: HTMLElement) {
    if (!popovers.includes(this)) return;
    popovers.splice(popovers.indexOf(this), 1);
    this.dispatchEvent(toggle('open', 'closed'));
  };
  element.togglePopover = function (this: HTMLElement, force?: boolean | TogglePopoverOptions) {
    const show = typeof force === 'boolean' ? force : !popovers.includes(this);
    if (show) this.showPopover();
    else this.hidePopover();
    return show;
  };
  // A popover's invoker (popovertarget) toggles it.
  window.addEventListener('click', (event) => {
    const invoker = (event.target as Element | null)?.closest?.('button[popovertarget]');
    const id = invoker?.getAttribute('popovertarget');
    if (!event.defaultPrevented && id) document.getElementById(id)?.togglePopover();
  });
  // The key's default action in a browser; here before the page's handlers see it.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const top = modals.at(-1);
      if (!top || !(event.target instanceof Node) || !top.contains(event.target)) return;
      if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    },
    true,
  );
}

function toggle(oldState: string, newState: string) {
  return Object.assign(new Event('toggle'), { oldState, newState });
}
