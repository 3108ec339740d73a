import { memo, useMemo, useSyncExternalStore } from 'react';
import type { FieldNode } from '../../schema';
import { FieldWidget } from '../FieldWidget';
import { useDocumentValue } from '../useDocumentValue';
import { useFormEngine } from '../FormEngineContext';
import { toFieldId, toName, type Segments } from '../fieldPath';
import { DragHandle, RowTools } from '../lists/RowTools';
import { SortableListRow } from '../lists/SortableListRow';
import type { ListEditor } from '../lists/useListEditor';
import { rowOwnSummary, rowSummary } from '../rowSummary';

interface ArrayRowProps {
  list: ListEditor;
  element: FieldNode;
  itemLabel: string;
  /** The list's path; the row's is `[...parent, index]`. */
  parent: Segments;
  index: number;
  /** Opened by the person (kept by the list, so it survives the row scrolling out of a long list). */
  open: boolean;
  onToggle: (key: string, open: boolean) => void;
  /** A long list's size measurer (VirtualRows): it reads the row's height. */
  measure?: ((element: Element | null) => void) | undefined;
}

/** One row of an object list: a summary line with its tools, the fields when expanded. */
export const ArrayRow = memo(function ArrayRow(props: ArrayRowProps) {
  const { list, element, itemLabel, parent, index, open, onToggle, measure } = props;
  const { editor } = useFormEngine();
  const segments = useMemo(() => [...parent, index], [parent, index]);
  const name = toName(segments);
  const key = list.keys[index] ?? name;
  const requested = useSyncExternalStore(editor.subscribe, () => editor.isExpandRequested(name));
  const expanded = open || requested;
  const summary = useDocumentValue(name, (value) => rowSummary(element, itemLabel, index, value));
  const own = useDocumentValue(name, (value) => rowOwnSummary(element, value));
  const bodyId = toFieldId(name, 'body');
  const toggle = () => {
    onToggle(key, !expanded);
    editor.clearExpand(name);
  };
  return (
    <SortableListRow
      as="li"
      list={list}
      index={index}
      measure={measure}
      data-index={index}
      aria-posinset={measure ? index + 1 : undefined}
      aria-setsize={measure ? list.keys.length : undefined}
      className={`row${expanded ? ' row--open' : ''}`}
      draggingClass="row--dragging"
      data-field={name}
      aria-label={summary}
    >
      <div className="row__bar">
        {list.readOnly ? null : <DragHandle />}
        <button
          type="button"
          className="row__summary"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={toggle}
        >
          <span aria-hidden="true" className="row__chevron">
            {expanded ? '▾' : '▸'}
          </span>
          {/* A narrow row shows its own words (lists.css); the button keeps the whole name. */}
          <span className="row__summary-text" data-own={own ? '' : undefined}>
            <span className="row__summary-full">{summary}</span>
            {own ? (
              <span className="row__summary-own" aria-hidden="true">
                {own}
              </span>
            ) : null}
          </span>
        </button>
        <RowTools />
      </div>
      {expanded ? (
        <div id={bodyId} className="row__body" data-row-body>
          <FieldWidget node={element} segments={segments} label={`${itemLabel} ${index + 1}`} />
        </div>
      ) : null}
    </SortableListRow>
  );
});
