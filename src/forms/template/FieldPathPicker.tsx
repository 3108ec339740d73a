import { useMemo, useState, type KeyboardEvent } from 'react';
import { FieldShell } from '../FieldShell';
import { toFieldId } from '../fieldPath';
import { helpOf } from '../labelText';
import { useFieldIssues } from '../useFieldIssues';
import { useFieldValue } from '../useFieldValue';
import { filterFieldPathOptions, isSuggestedPath } from './fieldPathOptions';
import { useFieldPathOptions } from './fieldPathOptionsContext';
import { templateNodes } from './templateNodes';

const node = templateNodes.fieldPath;

interface FieldPathPickerProps {
  /** Path of a FieldReference.fieldPath. */
  name: string;
}

/**
 * A combobox (WAI-ARIA list autocomplete) in the engine's field shell: typing filters the
 * suggestions, Arrow keys move through them, Enter picks one, Escape closes; any typed path is
 * kept as typed.
 */
export function FieldPathPicker({ name }: FieldPathPickerProps) {
  const { options } = useFieldPathOptions();
  const [raw, set] = useFieldValue(name);
  const issues = useFieldIssues(name);
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
    set(path);
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
  // Said at once, before the issue channel's checks arrive; "not found" gives way to their words.
  const note = empty
    ? 'Field path is required'
    : issues.length === 0 && !isSuggestedPath(options, value)
      ? 'Not found in this document'
      : undefined;

  return (
    <FieldShell
      name={name}
      label={node.label}
      help={helpOf(node)}
      below={
        note ? (
          <p id={toFieldId(name, 'note')} className="field__note">
            {note}
          </p>
        ) : null
      }
    >
      {(a11y) => {
        const listId = `${a11y.id}--list`;
        const optionId = (index: number) => `${a11y.id}--option-${index}`;
        return (
          <div className="tpl-picker">
            <input
              {...a11y}
              className="input input--mono"
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              aria-describedby={
                note
                  ? `${a11y['aria-describedby']} ${toFieldId(name, 'note')}`
                  : a11y['aria-describedby']
              }
              aria-invalid={a11y['aria-invalid'] || empty}
              autoComplete="off"
              spellCheck={false}
              placeholder="class.textModulesData['id']"
              value={value}
              onChange={(event) => {
                set(event.target.value);
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
                    id={optionId(index)}
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
          </div>
        );
      }}
    </FieldShell>
  );
}
