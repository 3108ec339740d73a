import type { LintOptions } from '../io/lint';
import {
  introspect,
  resourceSchemas,
  resourceSections,
  type ResourceKind,
  type SectionId,
} from '../schema';
import { afterNextPaint } from '../ui/afterNextPaint';
import { changedSubtree } from './changedSubtree';
import { createFocusPath } from './createFocusPath';
import { documentIssues } from './documentIssues';
import type { DocumentSnapshots } from './documentSnapshots';
import { createEditorStore } from './editorStore';
import type { Segments } from './fieldPath';
import { focusWhenRendered } from './focusWhenRendered';
import type { FormEngineCore } from './FormEngineContext';
import { createIssueStore } from './issueStore';
import { sectionOf } from './sectionOf';
import { sectionStart } from './sectionStart';

const isWithin = (segments: Segments, prefix: Segments) =>
  prefix.length <= segments.length && prefix.every((segment, i) => segments[i] === segment);

/** The subtrees to validate with `next` among them, none inside another. */
const addSubtree = (pending: Segments[], next: Segments): Segments[] =>
  pending.some((prefix) => isWithin(next, prefix))
    ? pending
    : [...pending.filter((prefix) => !isWithin(prefix, next)), next];

export interface FormEngineHost {
  /** What the host measured for the warnings (image sizes), read at each check. */
  lintOptions?: () => LintOptions;
  /** Called before focus moves to a field (from the issue list, say): a host may show its form. */
  beforeFocus?: (segments: Segments) => void;
}

/** The engine with its check pipeline: what the form's parts share, made once per document. */
export interface FormEngineRuntime extends FormEngineCore {
  /**
   * Starts the one validation step: after the next paint (a keystroke paints its field and the
   * preview first), a change re-validates the subtree it touched and the incremental linter
   * re-derives the warnings of the parts the snapshot replaced. The whole document is checked
   * first, just after it first paints. Returns the stop.
   */
  startChecks: () => () => void;
  /**
   * Runs the checks still waiting for the next paint; then `issues.getAll()` is current, unless
   * the warnings' rules are still loading (`issues.checked()` is false until the first check).
   */
  checkNow: () => void;
  /** Resolves once the checks can run: the warnings' rules are loaded. */
  ready: () => Promise<void>;
  /** Recomputes the warnings with the next check, after the next paint: the host's lint options changed. */
  relint: () => void;
}

/** How long one slice of a whole document's first warnings may run before the page is answered. */
const SLICE_MS = 12;

export function createFormEngine(
  kind: ResourceKind,
  snapshots: DocumentSnapshots,
  host: FormEngineHost = {},
): FormEngineRuntime {
  const root = introspect(resourceSchemas[kind]);
  const editor = createEditorStore(resourceSections[kind][0]?.id ?? 'basics');
  const sources = documentIssues(kind, host.lintOptions);
  const issues = createIssueStore(sources);
  let container: HTMLElement | null = null;
  // The open section's element once it shows `section`: SectionFields draws a section just
  // opened a moment later (a deferred value), the one before staying until then.
  const sectionElement = (section: SectionId) =>
    container?.getAttribute('data-section') === section ? container : null;
  const focusField = createFocusPath(editor, sectionElement, (segments) =>
    sectionOf(root, kind, segments),
  );
  let pending: Segments[] | 'all' = 'all';
  let scheduled = false;
  let live = false;
  const flush = (whole: 'now' | 'in slices' = 'in slices') => {
    if (!live || !scheduled) return;
    // The warnings' rules load on first use: the first check waits for them, and edits made
    // meanwhile join it. A failed load waits for the next change to try again.
    const loading = sources.pending();
    if (loading) {
      void loading.then(
        () => flush(),
        () => {
          scheduled = false;
        },
      );
      return;
    }
    const { document } = snapshots.get();
    // A whole document's warnings are derived a slice at a time first (some 170 ms for the 5 MB
    // class): the page answers between slices, and the check below puts them together. Edits
    // made meanwhile join the check; the parts they left alone stay derived.
    if (pending === 'all' && whole === 'in slices') {
      const until = performance.now() + SLICE_MS;
      if (!sources.prepare(document, () => performance.now() > until)) {
        afterNextPaint(() => flush(), { background: true });
        return;
      }
    }
    scheduled = false;
    const subtrees = pending;
    pending = [];
    if (subtrees === 'all') issues.update(document);
    else {
      for (const prefix of subtrees) issues.updateAt(document, prefix);
      issues.updateWarnings(document);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // A whole document's check goes behind whatever else is queued then.
    afterNextPaint(() => flush(), { background: pending === 'all' });
  };
  return {
    kind,
    root,
    snapshots,
    issues,
    editor,
    focusPath(segments) {
      host.beforeFocus?.(segments);
      focusField(segments);
    },
    focusSection(section) {
      editor.setSection(section);
      focusWhenRendered(() => sectionStart(sectionElement(section)), { block: 'nearest' });
    },
    setContainer(element) {
      container = element;
    },
    startChecks() {
      live = true;
      pending = 'all';
      scheduled = false;
      schedule();
      const unsubscribe = snapshots.subscribe(({ changed }) => {
        if (changed === 'all') pending = 'all';
        else if (pending !== 'all')
          for (const name of changed) pending = addSubtree(pending, changedSubtree(root, name));
        schedule();
      });
      return () => {
        live = false;
        unsubscribe();
      };
    },
    checkNow: () => flush('now'),
    ready: async () => {
      await sources.pending();
    },
    // With the next check, after the next paint: new image measurements arrive in the render
    // that shows a document, whose first paint must not wait for a whole document's warnings.
    // A check with no subtree pending recomputes the warnings alone.
    relint: schedule,
  };
}
