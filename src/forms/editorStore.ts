import type { SectionId } from '../schema';

export interface RevealRequest {
  rows: readonly string[];
}

/** UI state shared by the navigator, the form and focusPath: the open section and rows to expand. */
export interface EditorStore {
  getSection: () => SectionId;
  setSection: (section: SectionId) => void;
  /** Array rows (dotted names such as 'textModulesData.3') asked to open by focusPath or "Add". */
  isExpandRequested: (rowName: string) => boolean;
  requestExpand: (rowNames: readonly string[]) => void;
  clearExpand: (rowName: string) => void;
  /** The latest rows asked to scroll into view (a long list renders only what is on screen). */
  getRevealRequest: () => RevealRequest | null;
  /** Asks the lists holding `rowNames` to scroll them into view; a new object each time. */
  requestReveal: (rowNames: readonly string[]) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createEditorStore(initial: SectionId): EditorStore {
  let section = initial;
  let expand = new Set<string>();
  let reveal: RevealRequest | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    getSection: () => section,
    setSection(next) {
      if (next === section) return;
      section = next;
      notify();
    },
    isExpandRequested: (rowName) => expand.has(rowName),
    requestExpand(rowNames) {
      if (rowNames.length === 0) return;
      expand = new Set([...expand, ...rowNames]);
      notify();
    },
    clearExpand(rowName) {
      if (!expand.has(rowName)) return;
      expand = new Set([...expand].filter((name) => name !== rowName));
      notify();
    },
    getRevealRequest: () => reveal,
    requestReveal(rowNames) {
      if (rowNames.length === 0) return;
      reveal = { rows: [...rowNames] };
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
