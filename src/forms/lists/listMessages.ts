/** "text module 2" -> "Text module 2": a row's name at the start of a sentence. */
export const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the list's live region says after each operation, in the words of its rows' names
 * ("text module 2", "row 1", "fallback 1"): one sentence per operation.
 */
export const listMessages = {
  moved: (row: string, to: number, count: number) =>
    `${upperFirst(row)} moved to position ${to + 1} of ${count}`,
  added: (row: string) => `${upperFirst(row)} added`,
  duplicated: (row: string, copy: string) => `${upperFirst(row)} duplicated as ${copy}`,
  removed: (row: string) => `${upperFirst(row)} removed`,
  pickedUp: (row: string, count: number) =>
    `Picked up ${row}. Arrow keys move it among ${count}; Space drops it, Escape puts it back.`,
  over: (row: string, at: number, count: number) =>
    `${upperFirst(row)} is over position ${at + 1} of ${count}`,
  droppedInPlace: (row: string) => `${upperFirst(row)} dropped where it was`,
  cancelled: (row: string) => `Moving ${row} cancelled: it stays where it was`,
};
