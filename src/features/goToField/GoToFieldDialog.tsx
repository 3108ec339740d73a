import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ResourceKind } from '../../schema';
import { fieldIndex, MATCH_LIMIT, matchFields, type FieldEntry, type Segments } from '../../studio';
import { ModalDialog } from '../../ui/dialog';
import './goToField.css';

export interface GoToFieldDialogProps {
  kind: ResourceKind;
  document: unknown;
  /** Opens the field's section and focuses it (the studio's focusPath). */
  onGo: (segments: Segments) => void;
  onClose: () => void;
}

const looksLikePath = (query: string) => /^[^\s]*[./[][^\s]*$/.test(query.trim());

/**
 * "Go to field": a combobox over every field of the document, matched by label, section,
 * path or value; arrows choose, Enter goes (the dialog closes and the field takes the focus).
 */
export function GoToFieldDialog({ kind, document, onGo, onClose }: GoToFieldDialogProps) {
  const id = useId();
  const entries = useMemo(() => fieldIndex(kind, document), [kind, document]);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => matchFields(entries, query), [entries, query]);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const current = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    list.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const go = (entry: FieldEntry | undefined) => {
    if (!entry) return;
    onClose();
    onGo(entry.segments);
  };
  const move = (event: KeyboardEvent<HTMLInputElement>, to: number) => {
    event.preventDefault();
    setActive(Math.max(0, Math.min(matches.length - 1, to)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(event, current + 1);
    else if (event.key === 'ArrowUp') move(event, current - 1);
    else if (event.key === 'PageDown') move(event, current + 8);
    else if (event.key === 'PageUp') move(event, current - 8);
    else if (event.key === 'Enter') {
      event.preventDefault();
      go(matches[current]);
    }
  };
  const showPaths = looksLikePath(query);

  return (
    <ModalDialog title="Go to field" onClose={onClose} className="go-to-field">
      <label htmlFor={`${id}-query`}>Label, path or value</label>
      <input
        id={`${id}-query`}
        role="combobox"
        aria-expanded={matches.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={matches.length > 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="go-to-field__count">
        {matches.length === 0
          ? `No field matches “${query.trim()}”.`
          : query.trim()
            ? `${matchCount(matches.length)}. Enter goes to the highlighted one.`
            : 'Type to find a field; arrows choose, Enter goes.'}
      </p>
      <ul
        id={`${id}-list`}
        ref={list}
        role="listbox"
        aria-label="Fields"
        className="go-to-field__list"
      >
        {matches.map((entry, index) => (
          <li
            key={entry.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className="go-to-field__option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== current && setActive(index)}
            onClick={() => go(entry)}
          >
            <span className="go-to-field__label">{entry.label}</span>
            <span className="go-to-field__context">{entry.context}</span>
            <span className="go-to-field__value">{entry.value || 'Not set'}</span>
            {showPaths ? <code className="go-to-field__path">{entry.path}</code> : null}
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}

/** "1 field matches", "12 fields match", "50 or more fields match" (where the matcher stops). */
const matchCount = (count: number) =>
  count === 1
    ? '1 field matches'
    : `${count}${count === MATCH_LIMIT ? ' or more' : ''} fields match`;
