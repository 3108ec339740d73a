import { useCallback, useRef, useState } from 'react';
import { useDocumentAccess } from '../useDocumentAccess';
import { useDocumentValue } from '../useDocumentValue';
import { useList } from '../lists/useList';
import { useFormEngine } from '../FormEngineContext';
import { GroupShell } from '../GroupShell';
import { SortableRows } from '../SortableRows';
import { helpOf, lowerFirst } from '../labelText';
import { skeletonOf } from '../skeletonOf';
import { VIRTUAL_FROM, VirtualRows, type VirtualRowsHandle } from '../VirtualRows';
import type { WidgetProps } from '../widgetTypes';
import { ArrayRow, type RowAction } from './ArrayRow';

/**
 * A list of objects: add, duplicate, remove, and reorder by drag and drop or by keyboard
 * (Move up / Move down, or Alt+Arrow keys on a row). Rows are collapsed to a one-line summary.
 * A long list renders only the rows on screen (VirtualRows).
 */
export function ObjectListWidget(props: WidgetProps) {
  const { node, name, readOnly, label } = props;
  const { editor } = useFormEngine();
  const { write } = useDocumentAccess();
  const present = useDocumentValue(name, Array.isArray);
  const itemLabel = node.ui?.itemLabel ?? 'Item';
  const element = node.element;
  if (present && element) return <PresentList {...props} />;
  return (
    <GroupShell name={name} label={label ?? node.label} help={helpOf(node)} className="group--list">
      {readOnly || !element ? null : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            write(name, [skeletonOf(element)]);
            editor.requestExpand([`${name}.0`]);
          }}
        >
          <span aria-hidden="true">+</span> Add {lowerFirst(itemLabel)}
        </button>
      )}
    </GroupShell>
  );
}

function PresentList({ node, name, segments, readOnly, label }: WidgetProps) {
  const { editor } = useFormEngine();
  const { write } = useDocumentAccess();
  const { keys, append, duplicate, remove, move } = useList(name);
  const [announcement, setAnnouncement] = useState('');
  // Rows the person opened, by row id: a row of a long list unmounts when scrolled away.
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const onToggle = useCallback((id: string, open: boolean) => {
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const virtual = useRef<VirtualRowsHandle>(null);
  const element = node.element;
  const itemLabel = node.ui?.itemLabel ?? 'Item';
  const count = keys.length;
  const act = useCallback(
    (action: RowAction, index: number) => {
      const keepFocus = document.activeElement;
      const refocus = () =>
        requestAnimationFrame(() => {
          if (keepFocus instanceof HTMLElement && keepFocus.isConnected) keepFocus.focus();
        });
      if (action === 'up' && index > 0) {
        move(index, index - 1);
        setAnnouncement(`${itemLabel} ${index + 1} moved to position ${index} of ${count}`);
        virtual.current?.reveal(index - 1);
        refocus();
      } else if (action === 'down' && index < count - 1) {
        move(index, index + 1);
        setAnnouncement(`${itemLabel} ${index + 1} moved to position ${index + 2} of ${count}`);
        virtual.current?.reveal(index + 1);
        refocus();
      } else if (action === 'duplicate') {
        duplicate(index);
        editor.requestExpand([`${name}.${index + 1}`]);
        editor.requestReveal([`${name}.${index + 1}`]);
        setAnnouncement(`${itemLabel} ${index + 1} duplicated`);
      } else if (action === 'remove') {
        // The last row of an optional list takes the list with it: "not set", not [].
        if (count === 1 && !node.required) write(name, undefined);
        else remove(index);
        setAnnouncement(`${itemLabel} ${index + 1} removed`);
      }
    },
    [count, editor, duplicate, itemLabel, move, name, node.required, remove, write],
  );
  const onDrop = (from: number, to: number) => {
    move(from, to);
    setAnnouncement(`${itemLabel} ${from + 1} moved to position ${to + 1} of ${count}`);
  };
  if (!element) return null;
  const row = (index: number, measure?: (element: Element | null) => void) => {
    const id = keys[index] ?? String(index);
    return (
      <ArrayRow
        key={id}
        id={id}
        element={element}
        itemLabel={itemLabel}
        parent={segments}
        index={index}
        count={count}
        readOnly={readOnly}
        open={openIds.has(id)}
        onToggle={onToggle}
        onAction={act}
        measure={measure}
      />
    );
  };
  return (
    <GroupShell name={name} label={label ?? node.label} help={helpOf(node)} className="group--list">
      <SortableRows ids={keys} onMove={onDrop}>
        {count >= VIRTUAL_FROM ? (
          <VirtualRows ref={virtual} count={count} name={name} renderRow={row} />
        ) : (
          <ol className="rows">{keys.map((_, index) => row(index))}</ol>
        )}
      </SortableRows>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {readOnly ? null : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            append(skeletonOf(element));
            editor.requestExpand([`${name}.${count}`]);
            editor.requestReveal([`${name}.${count}`]);
          }}
        >
          <span aria-hidden="true">+</span> Add {lowerFirst(itemLabel)}
        </button>
      )}
    </GroupShell>
  );
}
