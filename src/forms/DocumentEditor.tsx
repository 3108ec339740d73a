import { useEffect, useImperativeHandle, useMemo, useState, type ReactNode, type Ref } from 'react';
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
  ref?: Ref<DocumentEditorHandle> | undefined;
  children: ReactNode;
}

/**
 * Provides one document to the editor's parts (SectionNav, SectionFields, IssueList), which a
 * host may place in different panes. Mount a new one (key) for another kind of document.
 */
export function DocumentEditor({ form, kind, widgets = defaultWidgets, readOnly = false, ref, children }: DocumentEditorProps) {
  const [engine] = useState<FormEngine>(() => {
    const root = introspect(resourceSchemas[kind]);
    const editor = createEditorStore(resourceSections[kind][0]?.id ?? 'basics');
    const issues = createIssueStore((document) => documentIssues(document, kind));
    issues.update(form.getValues());
    let container: HTMLElement | null = null;
    const setContainer = (element: HTMLElement | null) => {
      container = element;
    };
    const focusPath = createFocusPath(editor, () => container, (segments) => sectionOf(root, kind, segments));
    return { kind, root, widgets, readOnly, issues, editor, focusPath, setContainer };
  });
  const value = useMemo(() => ({ ...engine, widgets, readOnly }), [engine, widgets, readOnly]);
  useImperativeHandle(ref, () => ({ focusPath: engine.focusPath }), [engine]);
  useEffect(() => {
    let queued = false;
    // Several notifications may come from one change: validate once, after them.
    const schedule = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        engine.issues.update(form.getValues());
      });
    };
    schedule();
    return form.subscribe({ formState: { values: true }, callback: schedule });
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
