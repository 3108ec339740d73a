import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback } from 'react';
import { RowElement, type ListRowProps } from './ListRow';

interface SortableListRowProps extends ListRowProps {
  /** A long list's size measurer (VirtualRows): it reads the row's height. */
  measure?: ((element: Element | null) => void) | undefined;
  /** Added to the row's class while it is dragged. */
  draggingClass?: string;
}

/** A row that can be dragged (by its DragHandle) inside a SortableList. */
export function SortableListRow({
  measure,
  draggingClass = 'is-dragging',
  className,
  style,
  ...props
}: SortableListRowProps) {
  const { list, index } = props;
  const id = list.keys[index] ?? String(index);
  const alone = list.keys.length < 2;
  const sortable = useSortable({ id, disabled: list.readOnly || alone });
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = sortable;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      setNodeRef(element);
      measure?.(element);
    },
    [setNodeRef, measure],
  );
  // The row's handle (DragHandle shows it): dnd-kit's keyboard sensor and the pointer start here.
  const handle =
    list.readOnly || alone ? null : (
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="icon-button drag-handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${list.rowName(index)} to reorder`}
        data-tip="Drag to reorder"
        data-drag-handle
      >
        <span aria-hidden="true">⠿</span>
      </button>
    );
  return (
    <RowElement
      {...props}
      elementRef={ref}
      handle={handle}
      className={`${className ?? ''}${isDragging ? ` ${draggingClass}` : ''}`}
      style={{
        ...style,
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
    />
  );
}
