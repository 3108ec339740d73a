import type { Issue } from '../io/issue';
import { toName, valueAt, type Segments } from './fieldPath';

/** Where the issues come from: src/io, whatever it returns (errors, lint, readiness rules). */
export interface IssueSources {
  /** Schema errors of the value at `prefix` of the document ([] for the whole document). */
  validateAt: (value: unknown, prefix: Segments) => Issue[];
  /** Warnings of the whole document: lint and readiness rules look across fields. */
  lint: (document: unknown) => Issue[];
}

/**
 * The one issue channel of a document: what the inline messages, the issue list, the section
 * badges and the preview read. Readable per field without re-rendering other fields.
 */
export interface IssueStore {
  /** Recomputes everything: on load, and when the whole document was replaced (undo, reset). */
  update: (document: unknown) => void;
  /** Re-validates the subtree at `prefix` only (changedSubtree); its old errors give way. */
  updateAt: (document: unknown, prefix: Segments) => void;
  /** Recomputes the warnings (once typing pauses: they cover the whole document). */
  updateWarnings: (document: unknown) => void;
  getAll: () => readonly Issue[];
  /** Whether the whole document has been checked once (getAll is empty until then). */
  checked: () => boolean;
  /** The issues whose path is exactly `name` (react-hook-form's dotted name); a stable array. */
  getAt: (name: string) => readonly Issue[];
  subscribe: (listener: () => void) => () => void;
}

const NONE: readonly Issue[] = [];

const sameIssues = (a: readonly Issue[], b: readonly Issue[]) =>
  a.length === b.length &&
  a.every((issue, i) => issue.message === b[i]?.message && issue.severity === b[i]?.severity);

const samePlaces = (a: readonly Issue[], b: readonly Issue[]) =>
  sameIssues(a, b) && a.every((issue, i) => issue.path === b[i]?.path);

const within = (segments: Segments, prefix: Segments) =>
  prefix.length <= segments.length && prefix.every((segment, i) => segments[i] === segment);

export function createIssueStore(sources: IssueSources): IssueStore {
  let errors: readonly Issue[] = NONE;
  let warnings: readonly Issue[] = NONE;
  let all: readonly Issue[] = NONE;
  let byName = new Map<string, readonly Issue[]>();
  let checked = false;
  const listeners = new Set<() => void>();
  const publish = () => {
    all = [...errors, ...warnings];
    const next = new Map<string, Issue[]>();
    for (const issue of all) {
      const name = toName(issue.segments);
      const list = next.get(name);
      if (list) list.push(issue);
      else next.set(name, [issue]);
    }
    // Keep the previous array where nothing changed, so only fields whose issues changed re-render.
    const stable = new Map<string, readonly Issue[]>();
    for (const [name, list] of next) {
      const previous = byName.get(name);
      stable.set(name, previous && sameIssues(previous, list) ? previous : list);
    }
    byName = stable;
    for (const listener of listeners) listener();
  };
  return {
    update(document) {
      errors = sources.validateAt(document, []);
      warnings = sources.lint(document);
      checked = true;
      publish();
    },
    updateAt(document, prefix) {
      const fresh = sources.validateAt(valueAt(document, prefix), prefix);
      const old = errors.filter((issue) => within(issue.segments, prefix));
      if (samePlaces(old, fresh)) return;
      const at = errors.findIndex((issue) => within(issue.segments, prefix));
      const kept = errors.filter((issue) => !within(issue.segments, prefix));
      // The subtree's errors stay where they were in the list (document order, mostly).
      const position = at < 0 ? kept.length : at;
      errors = [...kept.slice(0, position), ...fresh, ...kept.slice(position)];
      publish();
    },
    updateWarnings(document) {
      const next = sources.lint(document);
      if (samePlaces(next, warnings)) return;
      warnings = next;
      publish();
    },
    getAll: () => all,
    checked: () => checked,
    getAt: (name) => byName.get(name) ?? NONE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
