/**
 * One thing a designer can do to the open document, written once for every shell: the app's
 * toolbar, the embedded editor's, the custom element's and the iframe's render the same commands
 * (Toolbar), and a shell says only how each is carried out (its ports).
 */
export interface Command {
  /** Stable name a shell asks for and a test finds: 'undo', 'export', 'saveLink'. */
  id: string;
  /** The button's text and accessible name; "…" when it opens a dialog. */
  label: string;
  /** The keys that run it, as `aria-keyshortcuts` spells them ('Control+Z'). */
  shortcut?: string;
  /** False while there is nothing to do (Undo with no step behind): shown, not usable. */
  enabled: boolean;
  run: () => void;
  /** A small icon's SVG path (16 × 16); the label hides beside it when the bar is compact. */
  icon?: string;
  /** The bar's one primary action. */
  primary?: boolean;
  /** 'kept' stays in the bar at any width; 'movable' moves into More when room runs short. */
  place: 'kept' | 'movable';
}

/** A choice of one of a few values (the editor's Form or JSON view), a segmented control. */
export interface Choice<T extends string = string> {
  id: string;
  /** Its group's name, read, not shown. */
  label: string;
  options: readonly (readonly [T, string])[];
  value: T;
  choose: (value: T) => void;
}

export type ToolbarItem = Command | Choice;

export const isChoice = (item: ToolbarItem): item is Choice => 'options' in item;
