import { ListAddButton } from '../lists/ListAddButton';
import { DragHandle } from '../lists/RowTools';
import { SortableList } from '../lists/SortableList';
import { SortableListRow } from '../lists/SortableListRow';
import { useListEditor } from '../lists/useListEditor';
import { CardRowEditor } from './CardRowEditor';

interface CardRowsEditorProps {
  /** Path of classTemplateInfo. */
  root: string;
}

/** Google shows this many card rows; more are kept but not displayed. */
const shownRows = 3;

const newRow = () => ({ twoItems: {} });

/** The rows of the card face, top to bottom, on the list engine. */
export function CardRowsEditor({ root }: CardRowsEditorProps) {
  const name = `${root}.cardTemplateOverride.cardRowTemplateInfos`;
  const list = useListEditor({ name, itemLabel: 'Row', duplicate: true });
  const count = list.keys.length;
  return (
    <div className="tpl-list">
      {count === 0 && (
        <p className="field__note">No card rows: the card shows Google’s default layout.</p>
      )}
      <SortableList list={list}>
        {list.keys.map((key, index) => (
          <SortableListRow key={key} list={list} index={index} className="sortable">
            <DragHandle />
            <CardRowEditor name={`${name}.${index}`} index={index} />
          </SortableListRow>
        ))}
      </SortableList>
      {count > shownRows && (
        <p role="status" className="tpl-warning">
          Google shows at most 3 card rows; rows after the third are not displayed.
        </p>
      )}
      <ListAddButton list={list} onClick={() => list.add(newRow())}>
        Add row
      </ListAddButton>
    </div>
  );
}
