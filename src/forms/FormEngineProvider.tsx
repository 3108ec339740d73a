import './controls.css';
import './fields.css';
import { useMemo, type ReactNode } from 'react';
import { defaultWidgets } from './defaultWidgets';
import { FormEngineContext, type FormEngineCore } from './FormEngineContext';
import type { WidgetRegistry } from './widgetTypes';
import { LanguageTagList } from './widgets/LanguageTagList';

interface FormEngineProviderProps {
  /** From createFormEngine: one per document. */
  engine: FormEngineCore;
  widgets?: WidgetRegistry | undefined;
  readOnly?: boolean | undefined;
  children: ReactNode;
}

/** Gives one document's engine to the form's parts (SectionNav, SectionFields, IssueList, widgets). */
export function FormEngineProvider({
  engine,
  widgets = defaultWidgets,
  readOnly = false,
  children,
}: FormEngineProviderProps) {
  const value = useMemo(() => ({ ...engine, widgets, readOnly }), [engine, widgets, readOnly]);
  return (
    <FormEngineContext.Provider value={value}>
      {children}
      <LanguageTagList />
    </FormEngineContext.Provider>
  );
}
