import { RowIcon } from '../widgets/RowIcon';
import type { RowAction } from './listFocus';
import { upperFirst } from './listMessages';
import { useRow } from './RowContext';
import { Toolbar } from './Toolbar';

interface Tool {
  action: RowAction | 'copy';
  label: string;
  /** The tooltip's name; the tooltip adds the shortcut. */
  tip: string;
  shortcut?: string;
  disabled?: boolean;
}

/**
 * The tools of a list's row, the same on every list: Move up and Move down (also Alt+↑ / Alt+↓
 * anywhere in the row) while there is an order to change, Duplicate where the list allows it,
 * Copy (to the system clipboard, also Ctrl+C on the row) where its rows can be pasted elsewhere,
 * and Remove; each named after its row ("Move text module 2 up"), so every button is told apart.
 * They are one toolbar named after the row: one Tab stop, the arrow keys between them.
 */
export function RowTools() {
  const { list, index, rowKey } = useRow();
  if (list.readOnly) return null;
  const count = list.keys.length;
  const row = list.rowName(index);
  const tools: Tool[] = [];
  if (list.reorder && count > 1) {
    tools.push(
      {
        action: 'up',
        label: `Move ${row} up`,
        tip: 'Move up',
        shortcut: 'Alt+ArrowUp',
        disabled: index === 0,
      },
      {
        action: 'down',
        label: `Move ${row} down`,
        tip: 'Move down',
        shortcut: 'Alt+ArrowDown',
        disabled: index === count - 1,
      },
    );
  }
  if (list.duplicate)
    tools.push({ action: 'duplicate', label: `Duplicate ${row}`, tip: 'Duplicate' });
  if (list.copyable)
    tools.push({ action: 'copy', label: `Copy ${row}`, tip: 'Copy', shortcut: 'Control+C' });
  tools.push({ action: 'remove', label: `Remove ${row}`, tip: 'Remove' });
  return (
    <Toolbar label={upperFirst(row)} className="row-tools" data={{ 'data-row-tools': rowKey }}>
      {tools.map((tool) => (
        <button
          key={tool.action}
          type="button"
          className={`icon-button${tool.action === 'remove' ? ' icon-button--danger' : ''}`}
          aria-label={tool.label}
          aria-keyshortcuts={tool.shortcut}
          data-tip={tool.tip}
          disabled={tool.disabled}
          data-row-tool={tool.action}
          onClick={() =>
            tool.action === 'copy' ? void list.copy(index) : list.act(tool.action, index)
          }
        >
          <RowIcon name={tool.action} />
        </button>
      ))}
    </Toolbar>
  );
}

/**
 * Where the row's drag handle goes (pointer, or Space and the arrow keys with dnd-kit's keyboard
 * sensor). A row that cannot be dragged (alone, read-only) keeps the place empty, so rows stay
 * aligned.
 */
export function DragHandle() {
  const { handle } = useRow();
  return (
    handle ?? <span className="icon-button drag-handle drag-handle--none" aria-hidden="true" />
  );
}
