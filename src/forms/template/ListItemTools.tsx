import { RowIcon } from '../widgets/RowIcon';

interface ListItemToolsProps {
  /** What one item is called, with its position: "row 2". */
  itemName: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * Move up, move down and remove, as on the rows of every other list, named after the item so
 * each button is distinguishable. Named by aria-label, so a row's text is its content alone.
 */
export function ListItemTools({ itemName, index, count, onMove, onRemove }: ListItemToolsProps) {
  const tools = [
    { icon: 'up', label: `Move ${itemName} up`, title: 'Move up (Alt+↑)', disabled: index === 0 },
    {
      icon: 'down',
      label: `Move ${itemName} down`,
      title: 'Move down (Alt+↓)',
      disabled: index === count - 1,
    },
  ] as const;
  return (
    <span className="row__actions" data-row-tools>
      {tools.map((tool) => (
        <button
          key={tool.icon}
          type="button"
          className="icon-button"
          aria-label={tool.label}
          title={tool.title}
          disabled={tool.disabled}
          onClick={() => onMove(index, tool.icon === 'up' ? index - 1 : index + 1)}
        >
          <RowIcon name={tool.icon} />
        </button>
      ))}
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-label={`Remove ${itemName}`}
        title="Remove"
        onClick={() => onRemove(index)}
      >
        <RowIcon name="remove" />
      </button>
    </span>
  );
}
