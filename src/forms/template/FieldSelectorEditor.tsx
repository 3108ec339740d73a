import { useList } from '../lists/useList';
import { RowIcon } from '../widgets/RowIcon';
import { FieldPathPicker } from './FieldPathPicker';
import { SchemaField } from './SchemaField';
import { templateNodes } from './templateNodes';
import { useFocusLater } from './useFocusLater';

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
  const { keys, append, remove } = useList(`${name}.fields`);
  const focusLater = useFocusLater();

  const removeAt = (index: number) => {
    if (keys.length <= 1) {
      onRemove();
      return;
    }
    remove(index);
    focusLater(`${name}.fields.${Math.max(0, index - 1)}.fieldPath`);
  };

  return (
    <div role="group" aria-label={label} className="tpl-selector">
      {keys.map((key, index) => {
        const removeLabel =
          index === 0 ? `Remove ${label.toLowerCase()}` : `Remove fallback ${index}`;
        return (
          <div key={key} className="tpl-reference">
            {index > 0 && (
              <span className="tpl-reference__or" aria-hidden="true">
                or
              </span>
            )}
            <FieldPathPicker name={`${name}.fields.${index}.fieldPath`} />
            <SchemaField
              node={templateNodes.dateFormat}
              name={`${name}.fields.${index}.dateFormat`}
            />
            <button
              type="button"
              className="icon-button icon-button--danger tpl-reference__remove"
              aria-label={removeLabel}
              title={removeLabel}
              onClick={() => removeAt(index)}
            >
              <RowIcon name="remove" />
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--quiet button--small"
        onClick={() => {
          append({ fieldPath: '' });
          focusLater(`${name}.fields.${keys.length}.fieldPath`);
        }}
      >
        Add fallback
      </button>
    </div>
  );
}
