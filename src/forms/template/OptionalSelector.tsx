import { useRef } from 'react';
import { focusWhenRendered } from '../focusWhenRendered';
import { useDocumentAccess } from '../useDocumentAccess';
import { isSet } from '../isBlank';
import { useDocumentValue } from '../useDocumentValue';
import { lowerFirst } from '../labelText';
import { FieldSelectorEditor } from './FieldSelectorEditor';

interface OptionalSelectorProps {
  /** Path of an optional FieldSelector. */
  name: string;
  label: string;
  /** Extra help beside the heading. */
  help?: string;
}

/**
 * A FieldSelector that may be absent, as the engine's optional objects are: "+ Add …" creates it
 * with one reference to fill in (an empty chain would show nothing to type into), removing its
 * last reference removes it.
 */
export function OptionalSelector({ name, label, help }: OptionalSelectorProps) {
  const { write } = useDocumentAccess();
  const present = useDocumentValue(name, isSet);
  const addButton = useRef<HTMLButtonElement>(null);

  const add = () => {
    write(name, { fields: [{ fieldPath: '' }] });
    focusWhenRendered(`${name}.fields.0.fieldPath`);
  };

  return (
    <div className="tpl-value" data-field={present ? undefined : name}>
      <div className="tpl-value__head">
        <span className="tpl-value__label">{label}</span>
        {help && <span className="field__help">{help}</span>}
      </div>
      {present ? (
        <FieldSelectorEditor
          name={name}
          label={label}
          onRemove={() => {
            write(name, undefined);
            // The "Add …" button that replaces the selector takes the focus.
            focusWhenRendered(() => addButton.current, { block: 'nearest' });
          }}
        />
      ) : (
        <button ref={addButton} type="button" className="button button--ghost" onClick={add}>
          <span aria-hidden="true">+</span> Add {lowerFirst(label)}
        </button>
      )}
    </div>
  );
}
