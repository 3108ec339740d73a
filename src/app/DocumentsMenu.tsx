import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { resourceLabels } from '../schema';
import type { Draft } from '../storage';
import '../ui/popupMenu.css';
import { KindIcon } from './KindIcon';

interface DocumentsMenuProps {
  open: readonly Draft[];
  closed: readonly Draft[];
  activeId: string | null;
  nameOf: (draft: Draft) => string;
  onSelect: (id: string) => void;
}

/**
 * The open document's section row and Issues button (the studio's Sections pane, its direct
 * parts, not the issue list under them): a narrow window's sheet leaves them in view.
 */
const EDITOR_NAVIGATION = 'section[aria-label="Sections"] > * > :is(nav, button)';
/** Between the sheet and what it leaves in view, in CSS pixels. */
const GAP = 8;

/** The room under the editor's section row and Issues button, down to the window's bottom. */
function roomUnderNavigation(): number | undefined {
  const boxes = [...document.querySelectorAll(EDITOR_NAVIGATION)]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.height > 0);
  if (boxes.length === 0) return undefined;
  return window.innerHeight - Math.max(...boxes.map((box) => box.bottom)) - GAP;
}

const steps: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at <= 0 ? count : at) - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Every document in one menu: the open ones (one is current), then the closed ones to reopen;
 * a group with no document is left out. A popover of the platform's, styled as a popup menu: its
 * toggle, a click outside and Escape open and close it (Escape gives the focus back to the
 * toggle); while it is open the arrows, Home and End move between its documents, from the toggle
 * too. It opens under the toggle's end, and in a narrow window as a sheet along the bottom edge
 * (documentsMenu.css) that stops under the editor's section row and Issues button.
 */
export function DocumentsMenu({ open, closed, activeId, nameOf, onSelect }: DocumentsMenuProps) {
  const [shown, setShown] = useState(false);
  const popup = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = popup.current;
    if (!element) return;
    const place = (event: Event) => {
      const box = toggle.current?.getBoundingClientRect();
      if ((event as ToggleEvent).newState !== 'open' || !box) return;
      const right = Math.max(4, document.documentElement.clientWidth - box.right);
      const room = roomUnderNavigation();
      element.style.setProperty('--doc-menu-top', `${box.bottom + 4}px`);
      element.style.setProperty('--doc-menu-right', `${right}px`);
      if (room === undefined) element.style.removeProperty('--doc-menu-room');
      else element.style.setProperty('--doc-menu-room', `${room}px`);
    };
    const follow = (event: Event) => setShown((event as ToggleEvent).newState === 'open');
    element.addEventListener('beforetoggle', place);
    element.addEventListener('toggle', follow);
    return () => {
      element.removeEventListener('beforetoggle', place);
      element.removeEventListener('toggle', follow);
    };
  }, []);
  const pick = (id: string) => {
    popup.current?.hidePopover();
    onSelect(id);
  };
  const item = (draft: Draft) => (
    <li key={draft.id}>
      <button
        type="button"
        className="popup-menu__item doc-menu__item"
        aria-current={draft.id === activeId ? 'true' : undefined}
        onClick={() => pick(draft.id)}
      >
        <KindIcon kind={draft.kind} />
        <span className="doc-menu__name">{nameOf(draft)}</span>
        <span className="doc-menu__kind">{resourceLabels[draft.kind]}</span>
      </button>
    </li>
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!shown || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      popup.current?.hidePopover();
      toggle.current?.focus();
      return;
    }
    const step = steps[event.key];
    const items = [...(popup.current?.querySelectorAll('button') ?? [])];
    if (!step || items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    items[step(at, items.length)]?.focus();
  };
  const groups = [
    ['Open', open],
    ['Closed', closed],
  ] as const;
  return (
    <div className="doc-menu" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="button doc-menu__toggle"
        aria-expanded={shown}
        aria-controls="documents-menu"
        popoverTarget="documents-menu"
      >
        <svg
          className="doc-menu__icon"
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="16"
          height="16"
        >
          <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className="doc-menu__label">All documents</span>{' '}
        <span className="doc-menu__count">{open.length + closed.length}</span>
      </button>
      <div ref={popup} id="documents-menu" className="popup-menu doc-menu__popup" popover="auto">
        {groups.map(([label, drafts]) =>
          drafts.length > 0 ? (
            <Fragment key={label}>
              <p className="doc-menu__heading" aria-hidden="true">
                {label}
              </p>
              <ul className="doc-menu__list" aria-label={label}>
                {drafts.map(item)}
              </ul>
            </Fragment>
          ) : null,
        )}
      </div>
    </div>
  );
}
