import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useMemo, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { FieldNode } from '../../schema';
import { FieldWidget } from '../FieldWidget';
import { useDocumentValue } from '../useDocumentValue';
import { useFormEngine } from '../FormEngineContext';
import { toFieldId, toName, type Segments } from '../fieldPath';
import { rowSummary } from '../rowSummary';
import { RowIcon } from './RowIcon';

export type RowAction = 'up' | 'down' | 'duplicate' | 'remove';

interface ArrayRowProps {
  id: string;
  element: FieldNode;
  itemLabel: string;
  /** The list's path; the row's is `[...parent, index]`. */
  parent: Segments;
  index: number;
  count: number;
  readOnly?: boolean | undefined;
  /** Opened by the person (kept by the list, so it survives the row scrolling out of a long list). */
  open: boolean;
  onToggle: (id: string, open: boolean) => void;
  onAction: (action: RowAction, index: number) => void;
  /** A long list's size measurer (VirtualRows): it reads the row's height. */
  measure?: ((element: Element | null) => void) | undefined;
}

/** One row of a list: a summary line with its actions, the fields when expanded. */
export const ArrayRow = memo(function ArrayRow(props: ArrayRowProps) {
  const { id, element, itemLabel, parent, index, count, readOnly, open, onToggle, onAction } =
    props;
  const { measure } = props;
  const { editor } = useFormEngine();
  const segments = useMemo(() => [...parent, index], [parent, index]);
  const name = toName(segments);
  const requested = useSyncExternalStore(editor.subscribe, () => editor.isExpandRequested(name));
  const expanded = open || requested;
  const summary = useDocumentValue(name, (value) => rowSummary(element, itemLabel, index, value));
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled: readOnly === true });
  const bodyId = toFieldId(name, 'body');
  const toggle = () => {
    onToggle(id, !expanded);
    editor.clearExpand(name);
  };
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure?.(node);
    },
    [setNodeRef, measure],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || readOnly) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      onAction('up', index);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      onAction('down', index);
    }
  };
  return (
    <li
      ref={ref}
      data-index={index}
      aria-posinset={measure ? index + 1 : undefined}
      aria-setsize={measure ? count : undefined}
      className={`row${isDragging ? ' row--dragging' : ''}${expanded ? ' row--open' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-field={name}
      onKeyDown={onKeyDown}
      aria-label={summary}
    >
      <div className="row__bar">
        {readOnly ? null : (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="row__handle"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${itemLabel.toLowerCase()} ${index + 1} to reorder`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
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
          <span className="row__summary-text">{summary}</span>
        </button>
        {readOnly ? null : (
          <span className="row__actions">
            <button
              type="button"
              className="icon-button"
              disabled={index === 0}
              onClick={() => onAction('up', index)}
            >
              <RowIcon name="up" />
              <span className="visually-hidden">
                Move {itemLabel.toLowerCase()} {index + 1} up
              </span>
            </button>
            <button
              type="button"
              className="icon-button"
              disabled={index === count - 1}
              onClick={() => onAction('down', index)}
            >
              <RowIcon name="down" />
              <span className="visually-hidden">
                Move {itemLabel.toLowerCase()} {index + 1} down
              </span>
            </button>
            <button
              type="button"
              className="icon-button"
              onClick={() => onAction('duplicate', index)}
            >
              <RowIcon name="duplicate" />
              <span className="visually-hidden">
                Duplicate {itemLabel.toLowerCase()} {index + 1}
              </span>
            </button>
            <button
              type="button"
              className="icon-button icon-button--danger"
              onClick={() => onAction('remove', index)}
            >
              <RowIcon name="remove" />
              <span className="visually-hidden">
                Remove {itemLabel.toLowerCase()} {index + 1}
              </span>
            </button>
          </span>
        )}
      </div>
      {expanded ? (
        <div id={bodyId} className="row__body">
          <FieldWidget node={element} segments={segments} label={`${itemLabel} ${index + 1}`} />
        </div>
      ) : null}
    </li>
  );
});
