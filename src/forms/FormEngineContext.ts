import { createContext, useContext } from 'react';
import type { FieldNode, ResourceKind, SectionId } from '../schema';
import type { DocumentSnapshots } from './documentSnapshots';
import type { EditorStore } from './editorStore';
import type { Segments } from './fieldPath';
import type { IssueStore } from './issueStore';
import type { WidgetRegistry } from './widgetTypes';

/** What the form's parts share that is made once per document (createFormEngine). */
export interface FormEngineCore {
  kind: ResourceKind;
  root: FieldNode;
  /** The document's store: every read and write of it goes through its snapshots. */
  snapshots: DocumentSnapshots;
  issues: IssueStore;
  editor: EditorStore;
  /** Opens the section of a path, expands the rows on the way, scrolls to the field, focuses it. */
  focusPath: (segments: Segments) => void;
  /** Opens a section and focuses its first field or control, once rendered (sectionStart). */
  focusSection: (section: SectionId) => void;
  /** Tells focusPath where the fields render; called by SectionFields. */
  setContainer: (element: HTMLElement | null) => void;
}

/** What every part of the form reads: the core, and the host's widgets and read-only state. */
export interface FormEngine extends FormEngineCore {
  widgets: WidgetRegistry;
  readOnly: boolean;
}

export const FormEngineContext = createContext<FormEngine | null>(null);

export function useFormEngine(): FormEngine {
  const engine = useContext(FormEngineContext);
  if (!engine) throw new Error('A form widget was rendered outside <FormEngineProvider>');
  return engine;
}
