import { use, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogSizeContext } from './dialogSize';
import './modalDialog.css';

interface ModalDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/** The focused element, inside shadow roots too (the embed's custom element). */
function focusedElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Where a dialog opened at `anchor` goes: the embedded editor's root, which carries the design
 * tokens and scopes the package's styles (inside the custom element's shadow root, whose styles
 * stop at it), else that shadow root, else the page's body. Out of the part that opened it, whose
 * own styles (a toolbar's, a list's) are not the dialog's.
 */
function dialogRoot(anchor: Element): Element | ShadowRoot {
  const root = anchor.getRootNode();
  return anchor.closest('.pass-studio-root') ?? (root instanceof ShadowRoot ? root : document.body);
}

/**
 * A modal dialog on the platform's `<dialog>` (`showModal`): named by its heading, the page behind
 * inert, Escape closes, and focus returns to where it was. Focus starts on the first control, or on
 * the element marked `data-autofocus`. Its width is the one its `lazyDialog` declares.
 */
export function ModalDialog(props: ModalDialogProps) {
  const anchor = useRef<HTMLTemplateElement>(null);
  const [root, setRoot] = useState<Element | ShadowRoot | null>(null);
  useLayoutEffect(() => {
    if (anchor.current) setRoot(dialogRoot(anchor.current));
  }, []);
  // A <template> marks the place: it may stand in any element (a list, a table) and shows nothing.
  return (
    <>
      <template ref={anchor} />
      {root && createPortal(<OpenDialog {...props} />, root)}
    </>
  );
}

function OpenDialog({ title, onClose, children, className }: ModalDialogProps) {
  const titleId = useId();
  const size = use(DialogSizeContext);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = focusedElement();
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Escape asks (cancel); the owner closes by unmounting. A close the browser forces anyway
    // (Escape pressed again without the page's answer) is a close too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    const onNativeClose = () => close.current();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      element.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={`modal ${className ?? ''}`}
      data-size={size}
      // Escape is the dialog's: nothing behind it acts on it too.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
