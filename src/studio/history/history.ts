/** Undo stacks as stored with a draft: plain snapshots, newest last in `past`, next first in `future`. */
export interface HistoryStacks<T> {
  past: readonly T[];
  future: readonly T[];
}

/** A document's history: the stacks, the current snapshot, and the edit being coalesced. */
export interface HistoryState<T> extends HistoryStacks<T> {
  present: T;
  /** The last recorded edit; a new edit to the same key soon after merges into its step. */
  group: { key: string; at: number } | null;
}

export interface RecordOptions {
  /** What was edited, such as a field path; consecutive edits with the same key may merge. */
  key: string;
  /** When, in milliseconds. */
  at: number;
}

/** Undo depth kept per document. */
export const HISTORY_LIMIT = 200;
/** Edits to one field closer together than this become one undo step. */
export const COALESCE_MS = 500;

const bounded = <T>(stack: readonly T[], limit: number): readonly T[] =>
  stack.length > limit ? stack.slice(stack.length - limit) : stack;

export function createHistory<T>(present: T, stacks?: HistoryStacks<T>): HistoryState<T> {
  return { past: stacks?.past ?? [], future: stacks?.future ?? [], present, group: null };
}

/** Makes `next` the present; it joins the previous step when it continues the same edit. */
export function recordChange<T>(
  state: HistoryState<T>,
  next: T,
  { key, at }: RecordOptions,
  limit = HISTORY_LIMIT,
): HistoryState<T> {
  if (Object.is(next, state.present)) return state;
  const continues =
    state.group !== null && state.group.key === key && at - state.group.at <= COALESCE_MS;
  if (continues) return { ...state, present: next, future: [], group: { key, at } };
  return {
    past: bounded([...state.past, state.present], limit),
    future: [],
    present: next,
    group: { key, at },
  };
}

export function undo<T>(state: HistoryState<T>): HistoryState<T> {
  if (state.past.length === 0) return state;
  return {
    past: state.past.slice(0, -1),
    future: [state.present, ...state.future],
    // Non-empty stack, checked above: the last entry exists.
    present: state.past[state.past.length - 1] as T,
    group: null,
  };
}

export function redo<T>(state: HistoryState<T>): HistoryState<T> {
  if (state.future.length === 0) return state;
  const [next, ...rest] = state.future;
  // Non-empty stack, checked above: the first entry exists.
  return { past: [...state.past, state.present], future: rest, present: next as T, group: null };
}

export const canUndo = (state: HistoryState<unknown>) => state.past.length > 0;
export const canRedo = (state: HistoryState<unknown>) => state.future.length > 0;

/** The part of a history that is saved with a draft. */
export function toStacks<T>({ past, future }: HistoryState<T>): HistoryStacks<T> {
  return { past, future };
}
