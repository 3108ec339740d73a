import { isRecord } from '../io/walkDocument';
import { FORBIDDEN, type BatchStep } from './batchFieldPath';

const count = (n: number) => n.toLocaleString('en');

/** List items the columns of one row may add to its object: bounds a row's memory. */
export const BATCH_ITEMS_MAX = 10_000;

/** Counts the list items setAtPath adds to one object. */
export interface Added {
  items: number;
}

/**
 * Sets `value` at `steps` inside `target`, creating objects, lists and id-named items. Reads
 * only own properties and never writes a forbidden key, so nothing reaches Object.prototype;
 * refuses to grow a list past its step's `max` or the object past BATCH_ITEMS_MAX added items.
 */
export function setAtPath(
  target: Record<string, unknown>,
  steps: readonly BatchStep[],
  value: unknown,
  added: Added = { items: 0 },
): void {
  const add = () => {
    if (++added.items > BATCH_ITEMS_MAX)
      throw new Error(`the columns would add more than ${count(BATCH_ITEMS_MAX)} list items`);
  };
  let parent: unknown = target;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const last = i === steps.length - 1;
    const fresh = () => ('key' in (steps[i + 1] ?? { key: '' }) ? {} : []);
    if ('key' in step) {
      if (!isRecord(parent)) throw new Error(`${step.key} sits in something that is not an object`);
      if (FORBIDDEN.has(step.key)) throw new Error(`“${step.key}” is not a field of a pass`);
      const own = Object.hasOwn(parent, step.key) ? parent[step.key] : undefined;
      if (last) parent[step.key] = value;
      else if (own === undefined || own === null) parent[step.key] = fresh();
      parent = parent[step.key];
      continue;
    }
    if (!Array.isArray(parent)) throw new Error('an index or [id] on something that is not a list');
    let index: number;
    if ('index' in step) {
      index = step.index;
      if (index >= step.max) throw new Error(`[${index}] is past the list's ${step.max} items`);
      while (parent.length <= index) {
        add();
        parent.push({});
      }
    } else {
      index = parent.findIndex((element) => isRecord(element) && element.id === step.id);
      if (index === -1) {
        if (parent.length >= step.max)
          throw new Error(
            `[${step.id}] would be item ${parent.length + 1} of a list that takes ${step.max}`,
          );
        add();
        index = parent.push({ id: step.id }) - 1;
      }
    }
    if (last) parent[index] = value;
    parent = parent[index];
  }
}
