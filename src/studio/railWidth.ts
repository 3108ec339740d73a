/** The sections-and-issues rail's width: its bounds and where the designer's choice is kept. */

const KEY = 'pass-studio.railWidth';

/** Narrower, and a 19-digit issuer ID no longer fits on one line of an issue. */
export const RAIL_MIN = 240;
const RAIL_MAX = 640;
/** The rail never takes more of the workspace than this, so the form keeps its room. */
const RAIL_SHARE = 0.45;

/** [min, max] of the rail in a workspace `workspaceWidth` px wide. */
export function railBounds(workspaceWidth: number): [number, number] {
  const max = Math.min(RAIL_MAX, Math.round(workspaceWidth * RAIL_SHARE));
  return [RAIL_MIN, Math.max(RAIL_MIN, max)];
}

export function clampRail(width: number, workspaceWidth: number): number {
  const [min, max] = railBounds(workspaceWidth);
  return Math.round(Math.min(max, Math.max(min, width)));
}

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** The width the designer chose, or null for the layout's own. */
export function readRailWidth(): number | null {
  try {
    const stored = Number(storage()?.getItem(KEY));
    return Number.isFinite(stored) && stored >= RAIL_MIN ? stored : null;
  } catch {
    return null;
  }
}

export function writeRailWidth(width: number | null): void {
  try {
    if (width === null) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, String(Math.round(width)));
  } catch {
    // Storage full or blocked (private mode): the width holds for this session only.
  }
}
