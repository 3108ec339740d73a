import { Fragment, useEffect, useRef, useState } from 'react';
import { resourceLabels } from '../schema';
import type { Draft } from './drafts';
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
 * a group with no document is left out.
 */
export function DocumentsMenu({ open, closed, activeId, nameOf, onSelect }: DocumentsMenuProps) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!shown) return;
    const onDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setShown(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [shown]);
  const pick = (id: string) => {
    setShown(false);
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
      ref={box}
      className="doc-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !shown) return;
        event.stopPropagation();
        setShown(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button doc-menu__toggle"
        aria-expanded={shown}
        aria-controls="documents-menu"
        onClick={() => setShown(!shown)}
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
      <div id="documents-menu" className="doc-menu__popup" hidden={!shown}>
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
