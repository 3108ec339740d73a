import { useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { PopupMenu, type MenuItem } from '../../ui/PopupMenu';
import { ToolbarIcon } from './ToolbarIcon';
import { MOVABLE } from './useToolbarFit';

/** The commands useToolbarFit moved out of the bar, each choosing the command it stands for. */
function movedItems(bar: HTMLElement | null): MenuItem[] {
  const moved = [...(bar?.querySelectorAll<HTMLElement>(MOVABLE) ?? [])].filter((e) => e.hidden);
  return moved.map((command) => ({
    label: command.textContent ?? '',
    disabled: command instanceof HTMLButtonElement && command.disabled,
    onSelect: () => command.click(),
  }));
}

/**
 * The toolbar's "More" menu button (the menu button pattern): Enter, Space or the arrows open
 * it on its first command, the arrows, Home and End move, Enter chooses, Escape or Tab close it
 * and give the focus back to the button. It lists what did not fit in the bar; useToolbarFit
 * shows the button only then.
 */
export function MoreMenu({ bar }: { bar: RefObject<HTMLElement | null> }) {
  const button = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<{ at: { x: number; y: number }; items: MenuItem[] }>();
  const open = () => {
    const box = button.current?.getBoundingClientRect();
    if (box) setMenu({ at: { x: box.left, y: box.bottom + 4 }, items: movedItems(bar.current) });
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button document-toolbar__more"
        data-fit="more"
        hidden
        aria-label="More"
        data-tip="More commands"
        aria-haspopup="menu"
        aria-expanded={menu !== undefined}
        // A press on the button while the menu is open closes it here, not also outside it.
        onPointerDown={(event) => {
          if (menu) event.stopPropagation();
        }}
        onClick={() => (menu ? setMenu(undefined) : open())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open();
        }}
      >
        {/* Three dots: round ends of lines of no length. */}
        <ToolbarIcon path="M3 8h0M8 8h0M13 8h0" weight={3} />
        <span className="document-toolbar__label">More</span>
      </button>
      {/* Out of the bar, whose button styles are not the menu's: in the page's main landmark,
          where the bar is (a screen reader finds it in a landmark), or in the embedded editor's
          root, which carries the design tokens and scopes the package's styles. */}
      {menu
        ? createPortal(
            <PopupMenu
              label="More document commands"
              at={menu.at}
              items={menu.items}
              onClose={(refocus) => {
                setMenu(undefined);
                if (refocus) button.current?.focus();
              }}
            />,
            bar.current?.closest('.pass-studio-root, main') ?? document.body,
          )
        : null}
    </>
  );
}
