import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * Buttons of a toolbar that fold into a "Menu" button in a narrow window (documentToolbar.css),
 * a popover of the platform's there (its toggle, a click outside and Escape open and close it);
 * in a wide one they sit in the bar as they are. A click on one of them closes the menu again.
 */
export function ToolbarMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const items = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = items.current;
    if (!element) return;
    const place = (event: Event) => {
      const box = toggle.current?.getBoundingClientRect();
      if ((event as ToggleEvent).newState !== 'open' || !box) return;
      element.style.top = `${box.bottom + 4}px`;
      element.style.left = `${box.left}px`;
    };
    const follow = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('beforetoggle', place);
    element.addEventListener('toggle', follow);
    return () => {
      element.removeEventListener('beforetoggle', place);
      element.removeEventListener('toggle', follow);
    };
  }, []);
  return (
    <div
      className="toolbar-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        event.stopPropagation();
        items.current?.hidePopover();
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="toolbar-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        popoverTarget={id}
      >
        Menu
      </button>
      <div
        ref={items}
        id={id}
        className="toolbar-menu__items"
        popover="auto"
        onClick={(event) => {
          if (open && (event.target as HTMLElement).closest('button')) items.current?.hidePopover();
        }}
      >
        {children}
      </div>
    </div>
  );
}
