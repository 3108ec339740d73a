/** Where a list's focus can land, found by the attributes the list's parts carry. */

export type RowAction = 'up' | 'down' | 'duplicate' | 'remove';

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The element of the row with `key` (ListRow, SortableListRow). */
export const rowElement = (key: string) =>
  document.querySelector<HTMLElement>(`[data-list-row=${quoted(key)}]`);

/** A tool of the row with `key` (RowTools), when it can be used; else its first usable tool. */
export function rowTool(key: string, action?: string | null): HTMLElement | null {
  const tools = document.querySelector(`[data-row-tools=${quoted(key)}]`);
  if (!tools) return null;
  const usable = [...tools.querySelectorAll<HTMLButtonElement>('[data-row-tool]')].filter(
    (tool) => !tool.disabled,
  );
  return usable.find((tool) => tool.dataset.rowTool === action) ?? usable[0] ?? null;
}

/** What a new row is edited in: its body (data-row-body), else the row itself. */
export function rowBody(key: string): Element | null {
  const row = rowElement(key);
  return row?.querySelector('[data-row-body]') ?? row;
}

/** The control that adds a row to the list with `listId` (ListAddButton, a token input). */
export const addControl = (listId: string) =>
  document.querySelector<HTMLElement>(`[data-list-add=${quoted(listId)}]`);

/** The row tool, or row, that holds the focus now, for a list operation to keep it there. */
export function focusedInRow(key: string): { element: HTMLElement; tool: string | null } | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || !rowElement(key)?.contains(element)) return null;
  return { element, tool: element.dataset.rowTool ?? null };
}
