import '../ui/visuallyHidden.css';
import './controls.css';
import './fields.css';
import { useMemo, useState, type ReactNode } from 'react';
import { defaultWidgets } from './defaultWidgets';
import { FormEngineContext, type FormEngineCore } from './FormEngineContext';
import { createFormAnnouncer, FormAnnouncerContext } from './formAnnouncer';
import { FormLiveRegion } from './FormLiveRegion';
import type { WidgetRegistry } from './widgetTypes';
import { LanguageTagList } from './widgets/LanguageTagList';

interface FormEngineProviderProps {
  /** From createFormEngine: one per document. */
  engine: FormEngineCore;
  widgets?: WidgetRegistry | undefined;
  readOnly?: boolean | undefined;
  children: ReactNode;
}

/**
 * Gives one document's engine to the form's parts (SectionNav, SectionFields, IssueList, widgets),
 * and the one live region they all speak in.
 */
export function FormEngineProvider({
  engine,
  widgets = defaultWidgets,
  readOnly = false,
  children,
}: FormEngineProviderProps) {
  const value = useMemo(() => ({ ...engine, widgets, readOnly }), [engine, widgets, readOnly]);
  const [announcer] = useState(createFormAnnouncer);
  return (
    <FormEngineContext.Provider value={value}>
      <FormAnnouncerContext.Provider value={announcer}>
        {children}
        <LanguageTagList />
        <FormLiveRegion announcer={announcer} />
      </FormAnnouncerContext.Provider>
    </FormEngineContext.Provider>
  );
}
