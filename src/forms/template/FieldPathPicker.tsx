import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { FieldIssues } from '../FieldIssues';
import { useFieldIssues } from '../useFieldIssues';
import { filterFieldPathOptions, isSuggestedPath } from './fieldPathOptions';
import { useFieldPathOptions } from './fieldPathOptionsContext';

interface FieldPathPickerProps {
  /** Path of a FieldReference.fieldPath. */
  name: string;
}

/**
 * A combobox (WAI-ARIA list autocomplete): typing filters the suggestions, Arrow keys move through
 * them, Enter picks one, Escape closes; any typed path is kept as typed.
 */
export function FieldPathPicker({ name }: FieldPathPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const options = useFieldPathOptions();
  const {
    field: { onChange, onBlur, ref, ...field },
  } = useController({ name });
  const issues = useFieldIssues(name);
  const raw: unknown = field.value;
  const value = typeof raw === 'string' ? raw : '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Until the user types, every suggestion shows, so a set path can be swapped for another.
  const [typed, setTyped] = useState(false);
  const shown = useMemo(
    () => (typed ? filterFieldPathOptions(options, value) : options),
    [options, typed, value],
  );
  const expanded = open && shown.length > 0;

  const pick = (path: string) => {
    onChange(path);
    setOpen(false);
    setActive(-1);
    setTyped(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      if (shown.length > 0) setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = shown[active];
      if (option) pick(option.path);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const empty = value.trim() === '';
  const invalid = empty || issues.some((issue) => issue.severity === 'error');
  const notFound = !invalid && !isSuggestedPath(options, value);
  const activeOption = expanded && active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <div className="tpl-picker">
      <label className="tpl-visually-hidden" htmlFor={id}>
        Field path
      </label>
      <input
        ref={ref}
        id={id}
        className="tpl-input tpl-picker__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        aria-invalid={invalid}
        aria-describedby={invalid || issues.length > 0 || notFound ? `${id}-note` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="class.textModulesData['id']"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
          setTyped(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          setTyped(false);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Field path suggestions"
        className="tpl-picker__list"
        hidden={!expanded}
      >
        {expanded &&
          shown.map((option, index) => (
            <li
              key={option.path}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="tpl-picker__option"
              // mousedown, not click: a click would blur the input first and close the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option.path);
              }}
            >
              <span className="tpl-picker__label">{option.label}</span>
              <span className="tpl-picker__path">{option.path}</span>
              <span className="tpl-picker__group">{option.group}</span>
            </li>
          ))}
      </ul>
      {empty ? (
        <p id={`${id}-note`} className="tpl-error">
          Field path is required
        </p>
      ) : issues.length > 0 ? (
        <FieldIssues id={`${id}-note`} issues={issues} />
      ) : (
        notFound && (
          <p id={`${id}-note`} className="tpl-hint">
            Not found in this document
          </p>
        )
      )}
    </div>
  );
}
