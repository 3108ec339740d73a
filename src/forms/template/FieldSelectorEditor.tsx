import { useCallback } from 'react';
import { lowerFirst } from '../labelText';
import { ListAddButton } from '../lists/ListAddButton';
import { DragHandle, RowTools } from '../lists/RowTools';
import { SortableList } from '../lists/SortableList';
import { SortableListRow } from '../lists/SortableListRow';
import { useListEditor } from '../lists/useListEditor';
import { FieldPathPicker } from './FieldPathPicker';
import { SchemaField } from './SchemaField';
import { templateNodes } from './templateNodes';

interface FieldSelectorEditorProps {
  /** Path of a FieldSelector that exists in the document. */
  name: string;
  /** What the selector is ("First value"), for the group's accessible name. */
  label: string;
  /** Removes the whole selector; called when its last reference goes. */
  onRemove: () => void;
}

/**
 * A fallback chain on the list engine: the first reference with a value is shown, the others
 * stand in for it, in their order.
 */
export function FieldSelectorEditor({ name, label, onRemove }: FieldSelectorEditorProps) {
  const rowName = useCallback(
    (index: number) => (index === 0 ? lowerFirst(label) : `fallback ${index}`),
    [label],
  );
  const list = useListEditor({
    name: `${name}.fields`,
    itemLabel: 'Fallback',
    rowName,
    whenEmptied: onRemove,
  });
  return (
    <div role="group" aria-label={label} className="tpl-selector">
      <SortableList list={list}>
        {list.keys.map((key, index) => (
          <SortableListRow key={key} list={list} index={index} className="tpl-reference">
            {index > 0 && (
              <span className="tpl-reference__or" aria-hidden="true">
                or
              </span>
            )}
            <DragHandle />
            <div className="tpl-reference__fields" data-row-body>
              <FieldPathPicker name={`${name}.fields.${index}.fieldPath`} />
              <SchemaField
                node={templateNodes.dateFormat}
                name={`${name}.fields.${index}.dateFormat`}
              />
            </div>
            <RowTools />
          </SortableListRow>
        ))}
      </SortableList>
      <ListAddButton
        list={list}
        className="button button--quiet button--small"
        onClick={() => list.add({ fieldPath: '' })}
      >
        Add fallback
      </ListAddButton>
    </div>
  );
}
