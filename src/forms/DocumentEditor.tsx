import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { introspect, resourceSections, resourceSchemas, type ResourceKind } from '../schema';
import { createFocusPath } from './createFocusPath';
import { defaultWidgets } from './defaultWidgets';
import { documentIssues } from './documentIssues';
import { createEditorStore } from './editorStore';
import type { Segments } from './fieldPath';
import { FormEngineContext, type FormEngine } from './FormEngineContext';
import { createIssueStore } from './issueStore';
import { sectionOf } from './sectionOf';
import type { WidgetRegistry } from './widgetTypes';
import { LanguageTagList } from './widgets/LanguageTagList';

/** Quiet time after a change before the document's issues are recomputed. */
export const ISSUE_DELAY_MS = 120;

/** What a host can do with a mounted editor. */
export interface DocumentEditorHandle {
  /** Opens the section of a path, expands rows on the way, scrolls to the field and focuses it. */
  focusPath: (segments: Segments) => void;
}

export interface DocumentEditorProps {
  /** From useDocumentForm(kind, document). */
  form: UseFormReturn;
  kind: ResourceKind;
  widgets?: WidgetRegistry | undefined;
  readOnly?: boolean | undefined;
  /** Called before focus moves to a field (from the issue list, say): a host may show its form. */
  onFocusPath?: ((segments: Segments) => void) | undefined;
  ref?: Ref<DocumentEditorHandle> | undefined;
  children: ReactNode;
}

/**
 * Provides one document to the editor's parts (SectionNav, SectionFields, IssueList), which a
 * host may place in different panes. Mount a new one (key) for another kind of document.
 */
export function DocumentEditor({
  form,
  kind,
  widgets = defaultWidgets,
  readOnly = false,
  onFocusPath,
  ref,
  children,
}: DocumentEditorProps) {
  const beforeFocus = useRef(onFocusPath);
  useEffect(() => {
    beforeFocus.current = onFocusPath;
  });
  const [engine] = useState<FormEngine>(() => {
    const root = introspect(resourceSchemas[kind]);
    const editor = createEditorStore(resourceSections[kind][0]?.id ?? 'basics');
    const issues = createIssueStore((document) => documentIssues(document, kind));
    issues.update(form.getValues());
    let container: HTMLElement | null = null;
    const setContainer = (element: HTMLElement | null) => {
      container = element;
    };
    const focusField = createFocusPath(
      editor,
      () => container,
      (segments) => sectionOf(root, kind, segments),
    );
    const focusPath = (segments: Segments) => {
      beforeFocus.current?.(segments);
      focusField(segments);
    };
    return { kind, root, widgets, readOnly, issues, editor, focusPath, setContainer };
  });
  const value = useMemo(() => ({ ...engine, widgets, readOnly }), [engine, widgets, readOnly]);
  useImperativeHandle(ref, () => ({ focusPath: engine.focusPath }), [engine]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Validating and linting the whole document costs milliseconds on a large pass: do it once
    // typing pauses, so a keystroke paints its field and the preview first.
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => engine.issues.update(form.getValues()), ISSUE_DELAY_MS);
    };
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: schedule });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, engine]);
  return (
    <FormProvider {...form}>
      <FormEngineContext.Provider value={value}>
        {children}
        <LanguageTagList />
      </FormEngineContext.Provider>
    </FormProvider>
  );
}
