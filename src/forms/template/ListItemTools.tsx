interface ListItemToolsProps {
  /** What one item is called, with its position: "row 2". */
  itemName: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Move up, move down and remove, named after the item so each button is distinguishable. */
export function ListItemTools({ itemName, index, count, onMove, onRemove }: ListItemToolsProps) {
  return (
    <div className="tpl-tools">
      <button
        type="button"
        className="tpl-icon-button"
        aria-label={`Move ${itemName} up`}
        title="Move up (Alt+↑)"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="tpl-icon-button"
        aria-label={`Move ${itemName} down`}
        title="Move down (Alt+↓)"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="tpl-icon-button is-danger"
        aria-label={`Remove ${itemName}`}
        title="Remove"
        onClick={() => onRemove(index)}
      >
        ×
      </button>
    </div>
  );
}
