import { createContext, useContext, type ReactNode } from 'react';
import type { ListEditor } from './useListEditor';

/** The row a RowTools or DragHandle belongs to (ListRow, SortableListRow). */
export interface RowContextValue {
  list: ListEditor;
  index: number;
  rowKey: string;
  /** The row's drag handle (SortableListRow), null when the row cannot be dragged. */
  handle: ReactNode;
}

export const RowContext = createContext<RowContextValue | null>(null);

export function useRow(): RowContextValue {
  const row = useContext(RowContext);
  if (!row) throw new Error('Row tools were rendered outside a ListRow');
  return row;
}
