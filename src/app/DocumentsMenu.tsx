import { Fragment, useEffect, useRef, useState } from 'react';
import { resourceLabels } from '../schema';
import type { Draft } from '../storage';
import { KindIcon } from './KindIcon';

interface DocumentsMenuProps {
  open: readonly Draft[];
  closed: readonly Draft[];
  activeId: string | null;
  nameOf: (draft: Draft) => string;
  onSelect: (id: string) => void;
}

/**
 * Every document in one menu: the open ones (one is current), then the closed ones to reopen;
 * a group with no document is left out. A popover of the platform's: its toggle, a click outside
 * and Escape open and close it; it opens under the toggle's end.
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
      element.style.top = `${box.bottom + 4}px`;
      element.style.right = `${Math.max(4, document.documentElement.clientWidth - box.right)}px`;
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
        className="doc-menu__item"
        aria-current={draft.id === activeId ? 'true' : undefined}
        onClick={() => pick(draft.id)}
      >
        <KindIcon kind={draft.kind} />
        <span className="doc-menu__name">{nameOf(draft)}</span>
        <span className="doc-menu__kind">{resourceLabels[draft.kind]}</span>
      </button>
    </li>
  );
  const groups = [
    ['Open', open],
    ['Closed', closed],
  ] as const;
  return (
    <div
      className="doc-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !shown) return;
        event.preventDefault();
        event.stopPropagation();
        popup.current?.hidePopover();
        toggle.current?.focus();
      }}
    >
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
      <div ref={popup} id="documents-menu" className="doc-menu__popup" popover="auto">
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
