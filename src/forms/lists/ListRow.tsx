import './lists.css';
import { useMemo, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { RowContext } from './RowContext';
import type { ListEditor } from './useListEditor';

export interface ListRowProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  list: ListEditor;
  index: number;
  /** The row's element: an item of a list (`li`) or a block (`div`). */
  as?: 'li' | 'div';
  children: ReactNode;
}

interface RowElementProps extends ListRowProps {
  elementRef?: Ref<HTMLElement>;
  handle: ReactNode;
}

/** The row's element with what every row carries: its key for focus, Alt+↑/↓, its context. */
export function RowElement({
  list,
  index,
  as: As = 'div',
  elementRef,
  handle,
  children,
  ...rest
}: RowElementProps) {
  const rowKey = list.keys[index] ?? String(index);
  const context = useMemo(() => ({ list, index, rowKey, handle }), [list, index, rowKey, handle]);
  return (
    <As
      {...rest}
      ref={elementRef as Ref<never>}
      data-list-row={rowKey}
      onKeyDown={(event) => list.onRowKeyDown(index, event)}
    >
      <RowContext.Provider value={context}>{children}</RowContext.Provider>
    </As>
  );
}

/** A row of a list whose rows are not dragged (translations, tokens). */
export function ListRow(props: ListRowProps) {
  return <RowElement {...props} handle={null} />;
}
