import { createContext, useContext } from 'react';
import type { FieldNode, ResourceKind } from '../schema';
import type { DocumentSnapshots } from './documentSnapshots';
import type { EditorStore } from './editorStore';
import type { Segments } from './fieldPath';
import type { IssueStore } from './issueStore';
import type { WidgetRegistry } from './widgetTypes';

/** What every part of the form shares. Stable for the life of a document editor. */
export interface FormEngine {
  kind: ResourceKind;
  root: FieldNode;
  widgets: WidgetRegistry;
  readOnly: boolean;
  /** The document's snapshots: the one subscription to its changes. */
  snapshots: DocumentSnapshots;
  issues: IssueStore;
  editor: EditorStore;
  /** Opens the section of a path, expands the rows on the way, scrolls to the field, focuses it. */
  focusPath: (segments: Segments) => void;
  /** Tells focusPath where the fields render; called by SectionFields. */
  setContainer: (element: HTMLElement | null) => void;
}

export const FormEngineContext = createContext<FormEngine | null>(null);

export function useFormEngine(): FormEngine {
  const engine = useContext(FormEngineContext);
  if (!engine) throw new Error('A form widget was rendered outside <DocumentEditor>');
  return engine;
}
