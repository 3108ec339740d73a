import type { Issue } from '../io/issue';
import { toName } from './fieldPath';

/** The issues of the whole document, readable per field without re-rendering other fields. */
export interface IssueStore {
  /** Recomputes the issues of `document`. */
  update: (document: unknown) => void;
  getAll: () => readonly Issue[];
  /** The issues whose path is exactly `name` (react-hook-form's dotted name); a stable array. */
  getAt: (name: string) => readonly Issue[];
  subscribe: (listener: () => void) => () => void;
}

const NONE: readonly Issue[] = [];

const sameIssues = (a: readonly Issue[], b: readonly Issue[]) =>
  a.length === b.length &&
  a.every((issue, i) => issue.message === b[i]?.message && issue.severity === b[i]?.severity);

export function createIssueStore(compute: (document: unknown) => Issue[]): IssueStore {
  let all: readonly Issue[] = NONE;
  let byName = new Map<string, readonly Issue[]>();
  const listeners = new Set<() => void>();
  return {
    update(document) {
      all = compute(document);
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
    },
    getAll: () => all,
    getAt: (name) => byName.get(name) ?? NONE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
