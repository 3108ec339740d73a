import { focusableIn } from '../focusableIn';
import { focusWhenRendered } from '../focusWhenRendered';

/**
 * Where a list's focus lands after an operation, found by the attributes the list's parts carry
 * (data-list-row, data-row-tools, data-row-body, data-list-add), through the one focus helper.
 */

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

/** What has the focus inside a row now, and which tool it is, if one. */
export interface RowFocus {
  element: HTMLElement;
  tool: string | null;
}

/** The focus inside the row with `key` now, for a list operation to keep it there. */
export function focusedInRow(key: string | undefined): RowFocus | null {
  const element = document.activeElement;
  if (!key || !(element instanceof HTMLElement) || !rowElement(key)?.contains(element)) return null;
  return { element, tool: element.dataset.rowTool ?? null };
}

const nearby = { block: 'nearest' } as const;

/**
 * A moved or copied row keeps the control that had the focus while it can be used; else the
 * row's `tool` (the one that did it), else its first usable tool.
 */
export function focusRow(key: string, focused: RowFocus | null, tool: RowAction | 'copy'): void {
  focusWhenRendered(
    () =>
      focused?.element.isConnected && !focused.element.matches(':disabled')
        ? focused.element
        : rowTool(key, focused?.tool ?? tool),
    nearby,
  );
}

/**
 * What had the focus in row `from`, found again in row `to`, whose parts are alike (a move
 * between alike rows leaves both as they are, so the focus goes across as if the row had moved).
 */
export function counterpart(focused: RowFocus | null, from: string, to: string): RowFocus | null {
  if (!focused) return null;
  const tag = focused.element.tagName;
  const index = [...(rowElement(from)?.getElementsByTagName(tag) ?? [])].indexOf(focused.element);
  const element = rowElement(to)?.getElementsByTagName(tag)[index];
  return element instanceof HTMLElement ? { element, tool: element.dataset.rowTool ?? null } : null;
}

/** A new row: its first field (not its handle or tools), else its first tool. */
export function focusNewRow(key: string): void {
  focusWhenRendered(() => focusableIn(rowBody(key), { fields: true }) ?? rowTool(key), nearby);
}

/** After a removal: the same tool of the row now in its place (`next`), else the add control. */
export function focusAfterRemoval(next: string | undefined, tool: string, listId: string): void {
  focusWhenRendered(() => (next ? rowTool(next, tool) : addControl(listId)), nearby);
}
