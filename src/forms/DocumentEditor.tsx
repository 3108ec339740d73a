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
import type { Issue } from '../io/issue';
import type { LintOptions } from '../io/lint';
import { changedSubtree } from './changedSubtree';
import { documentIssues } from './documentIssues';
import { createDocumentSnapshots, type DocumentSnapshots } from './documentSnapshots';
import { createEditorStore } from './editorStore';
import type { Segments } from './fieldPath';
import { FormEngineContext, type FormEngine } from './FormEngineContext';
import { createIssueStore } from './issueStore';
import { sectionOf } from './sectionOf';
import type { WidgetRegistry } from './widgetTypes';
import { LanguageTagList } from './widgets/LanguageTagList';

const afterNextPaint = (run: () => void) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
};

const isWithin = (segments: Segments, prefix: Segments) =>
  prefix.length <= segments.length && prefix.every((segment, i) => segments[i] === segment);

/** The subtrees to validate with `next` among them, none inside another. */
const addSubtree = (pending: Segments[], next: Segments): Segments[] =>
  pending.some((prefix) => isWithin(next, prefix))
    ? pending
    : [...pending.filter((prefix) => !isWithin(prefix, next)), next];

/** The host's callbacks and options, kept current by effects and read only when used. */
function createHostLink(initialLint: LintOptions | undefined) {
  let onFocusPath: ((segments: Segments) => void) | undefined;
  let lint = initialLint;
  return {
    setOnFocusPath: (next: typeof onFocusPath) => {
      onFocusPath = next;
    },
    beforeFocus: (segments: Segments) => onFocusPath?.(segments),
    /** Whether the options changed. */
    setLintOptions: (next: LintOptions | undefined) => {
      if (next === lint) return false;
      lint = next;
      return true;
    },
    lintOptions: (): LintOptions => lint ?? {},
  };
}

/** What a host can do with a mounted editor. */
export interface DocumentEditorHandle {
  /** Opens the section of a path, expands rows on the way, scrolls to the field and focuses it. */
  focusPath: (segments: Segments) => void;
  /** Every issue of the document as it is now (pending checks run first): errors, then warnings. */
  issues: () => readonly Issue[];
}

export interface DocumentEditorProps {
  /** From useDocumentForm(kind, document). */
  form: UseFormReturn;
  /** From useDocumentSnapshots(form), when the host reads them too (undo, autosave, onChange). */
  snapshots?: DocumentSnapshots | undefined;
  kind: ResourceKind;
  widgets?: WidgetRegistry | undefined;
  readOnly?: boolean | undefined;
  /** Called before focus moves to a field (from the issue list, say): a host may show its form. */
  onFocusPath?: ((segments: Segments) => void) | undefined;
  /** What the host measured for the warnings (image sizes); a new value recomputes them. */
  lintOptions?: LintOptions | undefined;
  ref?: Ref<DocumentEditorHandle> | undefined;
  children: ReactNode;
}

/**
 * Provides one document to the editor's parts (SectionNav, SectionFields, IssueList), which a
 * host may place in different panes. Mount a new one (key) for another kind of document.
 */
export function DocumentEditor({
  form,
  snapshots: given,
  kind,
  widgets = defaultWidgets,
  readOnly = false,
  onFocusPath,
  lintOptions,
  ref,
  children,
}: DocumentEditorProps) {
  // What the host passes that may change while the engine lives: read when used, never in render.
  const [host] = useState(() => createHostLink(lintOptions));
  useEffect(() => host.setOnFocusPath(onFocusPath));
  const [engine] = useState<FormEngine>(() => {
    const root = introspect(resourceSchemas[kind]);
    const snapshots = given ?? createDocumentSnapshots(form);
    const editor = createEditorStore(resourceSections[kind][0]?.id ?? 'basics');
    const issues = createIssueStore(documentIssues(kind, host.lintOptions));
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
      host.beforeFocus(segments);
      focusField(segments);
    };
    return { kind, root, widgets, readOnly, snapshots, issues, editor, focusPath, setContainer };
  });
  const value = useMemo(() => ({ ...engine, widgets, readOnly }), [engine, widgets, readOnly]);
  // The checks still waiting for the next paint or a pause, run now when a host asks.
  const pendingChecks = useRef<() => void>(() => undefined);
  useImperativeHandle(
    ref,
    () => ({
      focusPath: engine.focusPath,
      issues: () => {
        pendingChecks.current();
        return engine.issues.getAll();
      },
    }),
    [engine],
  );
  useEffect(() => {
    if (!host.setLintOptions(lintOptions)) return;
    engine.issues.updateWarnings(engine.snapshots.get().document);
  }, [lintOptions, engine, host]);
  useEffect(() => {
    // The one validation step: after the next paint (so a keystroke paints its field and the
    // preview first), a change re-validates the subtree it touched (changedSubtree) and the
    // incremental linter re-derives the warnings of the parts the snapshot replaced.
    const { snapshots, issues } = engine;
    // The whole document is checked first, after its first paint: a large pass shows sooner.
    let pending: Segments[] | 'all' = 'all';
    let scheduled = true;
    let live = true;
    const flush = () => {
      if (!live || !scheduled) return;
      scheduled = false;
      const { document } = snapshots.get();
      const subtrees = pending;
      pending = [];
      if (subtrees === 'all') issues.update(document);
      else {
        for (const prefix of subtrees) issues.updateAt(document, prefix);
        issues.updateWarnings(document);
      }
    };
    pendingChecks.current = flush;
    afterNextPaint(flush);
    const unsubscribe = snapshots.subscribe(({ changed }) => {
      if (changed === 'all') pending = 'all';
      else if (pending !== 'all')
        for (const name of changed)
          pending = addSubtree(pending, changedSubtree(engine.root, name));
      if (!scheduled) {
        scheduled = true;
        afterNextPaint(flush);
      }
    });
    return () => {
      live = false;
      unsubscribe();
      pendingChecks.current = () => undefined;
    };
  }, [engine]);
  return (
    <FormProvider {...form}>
      <FormEngineContext.Provider value={value}>
        {children}
        <LanguageTagList />
      </FormEngineContext.Provider>
    </FormProvider>
  );
}
