import type { SectionId } from '../schema';

/** UI state shared by the navigator, the form and focusPath: the open section and rows to expand. */
export interface EditorStore {
  getSection: () => SectionId;
  setSection: (section: SectionId) => void;
  /** Array rows (dotted names such as 'textModulesData.3') asked to open by focusPath or "Add". */
  isExpandRequested: (rowName: string) => boolean;
  requestExpand: (rowNames: readonly string[]) => void;
  clearExpand: (rowName: string) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createEditorStore(initial: SectionId): EditorStore {
  let section = initial;
  let expand = new Set<string>();
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
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
