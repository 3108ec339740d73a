import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { listMessages } from './listMessages';
import type { ListEditor } from './useListEditor';

interface SortableListProps {
  list: ListEditor;
  children: ReactNode;
}

const instructions =
  'Press Space to pick the row up, the arrow keys to move it, Space again to drop it, Escape to cancel.';

/**
 * Drag and drop for a list's rows (SortableListRow), with the pointer or dnd-kit's keyboard
 * sensor. What dnd-kit would announce goes to the form's live region (FormLiveRegion), so each
 * step is said once, in the rows' names; the drop itself is announced as the move it makes.
 */
export function SortableList({ list, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { keys, rowName, announce } = list;
  const announcements = useMemo((): Announcements => {
    const at = (item: Pick<Active, 'id'> | null) => (item ? keys.indexOf(String(item.id)) : -1);
    const said = (text: string) => {
      announce(text);
      return undefined;
    };
    return {
      onDragStart: ({ active }) => said(listMessages.pickedUp(rowName(at(active)), keys.length)),
      onDragOver: ({ active, over }) =>
        over ? said(listMessages.over(rowName(at(active)), at(over), keys.length)) : undefined,
      onDragEnd: ({ active, over }) =>
        !over || over.id === active.id
          ? said(listMessages.droppedInPlace(rowName(at(active))))
          : undefined,
      onDragCancel: ({ active }) => said(listMessages.cancelled(rowName(at(active)))),
    };
  }, [keys, rowName, announce]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) list.drop(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={keys as string[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
