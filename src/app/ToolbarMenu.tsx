import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * Buttons of a toolbar that fold into a "Menu" button in a narrow window (app.css); in a wide
 * one they sit in the bar as they are. A click on one of them closes the menu again.
 */
export function ToolbarMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  return (
    <div
      ref={box}
      className={`toolbar-menu${open ? ' toolbar-menu--open' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="toolbar-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Menu
      </button>
      <div
        id={id}
        className="toolbar-menu__items"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('button')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
