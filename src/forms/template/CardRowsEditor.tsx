import { useRef } from 'react';
import { useDocumentAccess } from '../useDocumentAccess';
import { useDocumentValue } from '../useDocumentValue';
import { CardRowEditor } from './CardRowEditor';
import { SortableRow, SortableRows } from '../SortableRows';
import { useOrderedList } from '../useOrderedList';

interface CardRowsEditorProps {
  /** Path of classTemplateInfo. */
  root: string;
}

/** Google shows this many card rows; more are kept but not displayed. */
const shownRows = 3;

const newRow = () => ({ twoItems: {} });

/** The rows of the card face, top to bottom. */
export function CardRowsEditor({ root }: CardRowsEditorProps) {
  const name = `${root}.cardTemplateOverride.cardRowTemplateInfos`;
  const { write } = useDocumentAccess();
  // useFieldArray writes [] when it mounts, so the list mounts only once the array exists.
  const present = useDocumentValue(name, Array.isArray);
  if (present) return <CardRowList name={name} />;
  return (
    <div className="tpl-list">
      <p className="field__note">No card rows: the card shows Google’s default layout.</p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => write(name, [newRow()])}
      >
        <span aria-hidden="true">+</span> Add row
      </button>
    </div>
  );
}

function CardRowList({ name }: { name: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const list = useOrderedList(name, 'Row', listRef);
  const { keys } = list;
  return (
    <div className="tpl-list" ref={listRef}>
      {keys.length === 0 && (
        <p className="field__note">No card rows: the card shows Google’s default layout.</p>
      )}
      <SortableRows ids={keys} onMove={list.move}>
        {keys.map((key, index) => (
          <SortableRow key={key} id={key} handleLabel={`Drag row ${index + 1} to reorder`}>
            <CardRowEditor
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
      {keys.length > shownRows && (
        <p role="status" className="tpl-warning">
          Google shows at most 3 card rows; rows after the third are not displayed.
        </p>
      )}
      <button
        type="button"
        className="button button--ghost"
        data-list-add
        onClick={() => list.append(newRow())}
      >
        <span aria-hidden="true">+</span> Add row
      </button>
      <p className="visually-hidden" aria-live="polite">
        {list.announcement}
      </p>
    </div>
  );
}
