import type { ReactNode } from 'react';
import type { ListEditor } from './useListEditor';

interface ListAddButtonProps {
  list: ListEditor;
  onClick: () => void;
  /** Default: the dashed "+ Add …" button. */
  className?: string;
  children: ReactNode;
}

/** "+ Add …" under a list: where focus goes once the list's last row is removed. */
export function ListAddButton({
  list,
  onClick,
  className = 'button button--ghost',
  children,
}: ListAddButtonProps) {
  if (list.readOnly) return null;
  return (
    <button type="button" className={className} data-list-add={list.id} onClick={onClick}>
      <span aria-hidden="true">+</span> {children}
    </button>
  );
}
