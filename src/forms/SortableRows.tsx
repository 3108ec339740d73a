import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

interface SortableRowsProps {
  /** Stable ids of the rows (useFieldArray's field.id), in order. */
  ids: readonly string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** Drag and drop for a list of rows (the form's arrays, the template's rows), with the pointer or
 * dnd-kit's keyboard sensor. */
export function SortableRows({ ids, onMove, children }: SortableRowsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Press Space to pick the row up, the arrow keys to move it, Space again to drop it, Escape to cancel.',
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: string;
  /** The handle's accessible name: "Drag row 2 to reorder". */
  handleLabel: string;
  disabled?: boolean | undefined;
  children: ReactNode;
}

/** One draggable row: a handle beside the row's own editor. */
export function SortableRow({ id, handleLabel, disabled, children }: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled: disabled === true });
  return (
    <div
      ref={setNodeRef}
      className={`sortable${isDragging ? ' sortable--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {disabled ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="row__handle sortable__handle"
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <div className="sortable__body">{children}</div>
    </div>
  );
}
