import { useFieldArray, useFormContext } from 'react-hook-form';
import { dateFormatSchema, enumInfo } from '../../schema';
import { EnumSelect } from './EnumSelect';
import { FieldPathPicker } from './FieldPathPicker';
import { useFocusLater } from './useFocusLater';

const dateFormats = enumInfo.get(dateFormatSchema);

interface FieldSelectorEditorProps {
  /** Path of a FieldSelector that exists in the document. */
  name: string;
  /** What the selector is ("First value"), for the group's accessible name. */
  label: string;
  /** Removes the whole selector; called when its last reference goes. */
  onRemove: () => void;
}

/** A fallback chain: the first reference with a value is shown, the others stand in for it. */
export function FieldSelectorEditor({ name, label, onRemove }: FieldSelectorEditorProps) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: `${name}.fields` });
  const focusLater = useFocusLater();

  const removeAt = (index: number) => {
    if (fields.length <= 1) {
      onRemove();
      return;
    }
    remove(index);
    focusLater(`${name}.fields.${Math.max(0, index - 1)}.fieldPath`);
  };

  return (
    <div role="group" aria-label={label} className="tpl-selector">
      {fields.map((reference, index) => (
        <div key={reference.id} className="tpl-reference">
          {index > 0 && (
            <span className="tpl-reference__or" aria-hidden="true">
              or
            </span>
          )}
          <FieldPathPicker name={`${name}.fields.${index}.fieldPath`} />
          {dateFormats && (
            <EnumSelect
              name={`${name}.fields.${index}.dateFormat`}
              label="Date format"
              info={dateFormats}
              emptyLabel="No date format"
              className="tpl-reference__date"
            />
          )}
          <button
            type="button"
            className="tpl-icon-button"
            aria-label={index === 0 ? `Remove ${label.toLowerCase()}` : `Remove fallback ${index}`}
            title={index === 0 ? `Remove ${label.toLowerCase()}` : `Remove fallback ${index}`}
            onClick={() => removeAt(index)}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" className="tpl-link-button" onClick={() => append({ fieldPath: '' })}>
        Add fallback
      </button>
    </div>
  );
}
