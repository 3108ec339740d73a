/** The widths of the document toolbar's parts, in CSS pixels, each as it is on one row. */
export interface ToolbarParts {
  /** The row's width. */
  room: number;
  gap: number;
  /** Always in the bar: Undo, Redo, the view switch, Export…. */
  kept: readonly number[];
  /** Those that may move into More, in the bar's order: the last give way first. */
  movable: readonly number[];
  more: number;
  status: number;
  /** False while the status holds a control (Export a copy…): then it wraps, never hides. */
  statusMayHide: boolean;
}

export interface ToolbarFit {
  /** How many of the movable parts, counted from the end, sit in More. */
  moved: number;
  /** The verdict and save status are read, not shown. */
  hideStatus: boolean;
  /** Whether all of it is on one row; when not, the bar tries its compact form, then wraps. */
  fits: boolean;
}

const rowWidth = (widths: readonly number[], gap: number) =>
  widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);

/**
 * What the toolbar shows on one row of `room`: every action if it can; else the least used move
 * into More, the last first; then the status gives way (read, not shown), and the actions it
 * leaves room for come back.
 */
export function fitToolbar(parts: ToolbarParts): ToolbarFit {
  const { room, gap, kept, movable, more, status } = parts;
  const row = (moved: number, withStatus: boolean) => [
    ...kept,
    ...movable.slice(0, movable.length - moved),
    ...(moved > 0 ? [more] : []),
    ...(withStatus ? [status] : []),
  ];
  for (let moved = 0; moved <= movable.length; moved++) {
    if (rowWidth(row(moved, true), gap) <= room) return { moved, hideStatus: false, fits: true };
  }
  if (!parts.statusMayHide) return { moved: movable.length, hideStatus: false, fits: false };
  for (let moved = 0; moved <= movable.length; moved++) {
    if (rowWidth(row(moved, false), gap) <= room) return { moved, hideStatus: true, fits: true };
  }
  return { moved: movable.length, hideStatus: true, fits: false };
}
