import { useId } from 'react';
import { focusWhenRendered } from '../focusWhenRendered';
import { isSet } from '../isBlank';
import { ListAddButton } from '../lists/ListAddButton';
import { DragHandle, RowTools } from '../lists/RowTools';
import { SortableList } from '../lists/SortableList';
import { SortableListRow } from '../lists/SortableListRow';
import { useListEditor } from '../lists/useListEditor';
import { useDocumentAccess } from '../useDocumentAccess';
import { useDocumentValue } from '../useDocumentValue';
import { TemplateItemEditor } from './TemplateItemEditor';

const newItem = () => ({ firstValue: { fields: [{ fieldPath: '' }] } });

interface DetailsItemProps {
  /** Path of one DetailsItemInfo. */
  name: string;
  index: number;
}

function DetailsItem({ name, index }: DetailsItemProps) {
  const id = useId();
  const { write } = useDocumentAccess();
  const present = useDocumentValue(`${name}.item`, isSet);
  const add = () => {
    write(`${name}.item`, newItem());
    focusWhenRendered(`${name}.item.firstValue.fields.0.fieldPath`);
  };
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="tpl-row">
      <div className="tpl-row__head">
        <h4 id={`${id}-title`} className="tpl-row__title">
          Details item {index + 1}
        </h4>
        <RowTools />
      </div>
      <div data-row-body>
        {present ? (
          <TemplateItemEditor name={`${name}.item`} />
        ) : (
          <button type="button" className="button button--ghost" onClick={add}>
            <span aria-hidden="true">+</span> Add a value to details item {index + 1}
          </button>
        )}
      </div>
    </div>
  );
}

interface DetailsEditorProps {
  /** Path of classTemplateInfo. */
  root: string;
}

/** The ordered items of the details screen, on the list engine. */
export function DetailsEditor({ root }: DetailsEditorProps) {
  const name = `${root}.detailsTemplateOverride.detailsItemInfos`;
  const list = useListEditor({ name, itemLabel: 'Details item', duplicate: true });
  const count = list.keys.length;
  return (
    <div className="tpl-list">
      {count === 0 && (
        <p className="field__note">No details items: Google lists the modules in its own order.</p>
      )}
      <SortableList list={list}>
        {list.keys.map((key, index) => (
          <SortableListRow key={key} list={list} index={index} className="sortable">
            <DragHandle />
            <DetailsItem name={`${name}.${index}`} index={index} />
          </SortableListRow>
        ))}
      </SortableList>
      <ListAddButton list={list} onClick={() => list.add({ item: newItem() })}>
        Add details item
      </ListAddButton>
    </div>
  );
}
