import { useCallback, useState } from 'react';
import { useFormEngine } from '../FormEngineContext';
import { GroupShell } from '../GroupShell';
import { helpOf, lowerFirst } from '../labelText';
import { ListAddButton } from '../lists/ListAddButton';
import { SortableList } from '../lists/SortableList';
import { useListEditor } from '../lists/useListEditor';
import { VIRTUAL_FROM, VirtualRows } from '../lists/VirtualRows';
import { skeletonOf } from '../skeletonOf';
import type { WidgetProps } from '../widgetTypes';
import { ArrayRow } from './ArrayRow';

/**
 * A list of objects (text modules, messages, links, locations, …) on the list engine: add,
 * duplicate, remove, and reorder by drag and drop or by keyboard. Rows are collapsed to a
 * one-line summary. A long list renders only the rows on screen (VirtualRows).
 */
export function ObjectListWidget({ node, name, segments, readOnly, label }: WidgetProps) {
  const { editor } = useFormEngine();
  const itemLabel = node.ui?.itemLabel ?? 'Item';
  const element = node.element;
  const list = useListEditor({
    name,
    itemLabel,
    duplicate: true,
    readOnly,
    // The last row of an optional list takes the list with it: "not set", not [].
    whenEmptied: node.required ? 'keep' : 'unset',
    onRowAdded: (index) => editor.requestExpand([`${name}.${index}`]),
  });
  // Rows the person opened, by row key: a row of a long list unmounts when scrolled away.
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const onToggle = useCallback((key: string, open: boolean) => {
    setOpenKeys((previous) => {
      const next = new Set(previous);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const count = list.keys.length;
  const row = (index: number, measure?: (element: Element | null) => void) => {
    const key = list.keys[index] ?? String(index);
    return element ? (
      <ArrayRow
        key={key}
        list={list}
        element={element}
        itemLabel={itemLabel}
        parent={segments}
        index={index}
        open={openKeys.has(key)}
        onToggle={onToggle}
        measure={measure}
      />
    ) : null;
  };
  return (
    <GroupShell name={name} label={label ?? node.label} help={helpOf(node)} className="group--list">
      {count > 0 ? (
        <SortableList list={list}>
          {count >= VIRTUAL_FROM ? (
            <VirtualRows count={count} name={name} renderRow={row} />
          ) : (
            <ol className="rows plain-list">{list.keys.map((_, index) => row(index))}</ol>
          )}
        </SortableList>
      ) : null}
      {element ? (
        <ListAddButton list={list} onClick={() => list.add(skeletonOf(element))}>
          Add {lowerFirst(itemLabel)}
        </ListAddButton>
      ) : null}
    </GroupShell>
  );
}
