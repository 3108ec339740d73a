import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldSelectorEditor } from './FieldSelectorEditor';
import { useFocusLater } from './useFocusLater';
import { useRemoveKey } from './useRemoveKey';

interface OptionalSelectorProps {
  /** Path of an optional FieldSelector. */
  name: string;
  label: string;
  /** Parents to drop when removing the selector leaves them empty. */
  prune?: number;
  /** Extra help under the heading. */
  help?: string;
}

/** A FieldSelector that may be absent: "Add …" creates it with one reference to fill in. */
export function OptionalSelector({ name, label, prune = 0, help }: OptionalSelectorProps) {
  const { control, setValue } = useFormContext();
  const present = useWatch({ control, name, compute: (value: unknown) => value != null });
  const removeKey = useRemoveKey();
  const focusLater = useFocusLater();
  const addButton = useRef<HTMLButtonElement>(null);
  // After removing the selector, focus moves to the "Add …" button that replaces it.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || present) return;
    refocus.current = false;
    addButton.current?.focus();
  });

  const add = () => {
    setValue(name, { fields: [{ fieldPath: '' }] }, { shouldDirty: true });
    focusLater(`${name}.fields.0.fieldPath`);
  };

  return (
    <div className="tpl-value">
      <div className="tpl-value__head">
        <span className="tpl-value__label">{label}</span>
        {help && <span className="tpl-value__help">{help}</span>}
      </div>
      {present ? (
        <FieldSelectorEditor
          name={name}
          label={label}
          onRemove={() => {
            refocus.current = true;
            removeKey(name, prune);
          }}
        />
      ) : (
        <button ref={addButton} type="button" className="tpl-add-button" onClick={add}>
          Add {label.toLowerCase()}
        </button>
      )}
    </div>
  );
}
