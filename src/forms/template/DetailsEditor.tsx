import { useId, useRef, type KeyboardEvent } from 'react';
import { useDocumentAccess } from '../useDocumentAccess';
import { isSet } from '../isBlank';
import { useDocumentValue } from '../useDocumentValue';
import { ListItemTools } from './ListItemTools';
import { TemplateItemEditor } from './TemplateItemEditor';
import { useFocusLater } from './useFocusLater';
import { useOrderedList } from '../useOrderedList';
import { SortableRow, SortableRows } from '../SortableRows';

const newItem = () => ({ firstValue: { fields: [{ fieldPath: '' }] } });

interface DetailsItemProps {
  /** Path of one DetailsItemInfo. */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onKeyDown: (index: number, event: KeyboardEvent) => void;
}

function DetailsItem({ name, index, count, onMove, onRemove, onKeyDown }: DetailsItemProps) {
  const id = useId();
  const { write } = useDocumentAccess();
  const present = useDocumentValue(`${name}.item`, isSet);
  const focusLater = useFocusLater();
  const add = () => {
    write(`${name}.item`, newItem());
    focusLater(`${name}.item.firstValue.fields.0.fieldPath`);
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="tpl-row"
      data-list-item
      onKeyDown={(event) => onKeyDown(index, event)}
    >
      <div className="tpl-row__head">
        <h5 id={`${id}-title`} className="tpl-row__title">
          Details item {index + 1}
        </h5>
        <ListItemTools
          itemName={`details item ${index + 1}`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      {present ? (
        <TemplateItemEditor name={`${name}.item`} />
      ) : (
        <button type="button" className="button button--ghost" onClick={add}>
          <span aria-hidden="true">+</span> Add a value to details item {index + 1}
        </button>
      )}
    </div>
  );
}

interface DetailsEditorProps {
  /** Path of classTemplateInfo. */
  root: string;
}

/** The ordered items of the details screen. */
export function DetailsEditor({ root }: DetailsEditorProps) {
  const name = `${root}.detailsTemplateOverride.detailsItemInfos`;
  const { write } = useDocumentAccess();
  // useFieldArray writes [] when it mounts, so the list mounts only once the array exists.
  const present = useDocumentValue(name, Array.isArray);
  const focusLater = useFocusLater();
  if (present) return <DetailsList name={name} />;
  const add = () => {
    write(name, [{ item: newItem() }]);
    focusLater(`${name}.0.item.firstValue.fields.0.fieldPath`);
  };
  return (
    <div className="tpl-list">
      <p className="field__note">No details items: Google lists the modules in its own order.</p>
      <button type="button" className="button button--ghost" onClick={add}>
        <span aria-hidden="true">+</span> Add details item
      </button>
    </div>
  );
}

function DetailsList({ name }: { name: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const list = useOrderedList(name, 'Details item', listRef);
  const focusLater = useFocusLater();
  const { keys } = list;
  const add = () => {
    list.append({ item: newItem() });
    focusLater(`${name}.${keys.length}.item.firstValue.fields.0.fieldPath`);
  };
  return (
    <div className="tpl-list" ref={listRef}>
      {keys.length === 0 && (
        <p className="field__note">No details items: Google lists the modules in its own order.</p>
      )}
      <SortableRows ids={keys} onMove={list.move}>
        {keys.map((key, index) => (
          <SortableRow key={key} id={key} handleLabel={`Drag details item ${index + 1} to reorder`}>
            <DetailsItem
              name={`${name}.${index}`}
              index={index}
              count={keys.length}
              onMove={list.move}
              onRemove={list.remove}
              onKeyDown={list.onItemKeyDown}
            />
          </SortableRow>
        ))}
      </SortableRows>
      <button type="button" className="button button--ghost" data-list-add onClick={add}>
        <span aria-hidden="true">+</span> Add details item
      </button>
      <p className="visually-hidden" aria-live="polite">
        {list.announcement}
      </p>
    </div>
  );
}
