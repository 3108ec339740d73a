/** Told of every part derived afresh, with the part's kind and place (tests count them). */
export type PartListener = (part: string, at: string) => void;

let listener: PartListener | null = null;

/** Listens to the parts the card model derives afresh; null stops. The seam for tests. */
export function onPartDerived(next: PartListener | null): void {
  listener = next;
}

/**
 * One remembered result per source object: `derive` runs again only when the object itself, its
 * place `at`, or one of `deps` (compared with Object.is) changed. The preview's documents are
 * immutable snapshots that keep the identity of every part an edit left alone
 * (src/forms/documentSnapshots), so a module or slot the edit did not touch is found here.
 * Anything that is not an object (a missing module) is derived every time.
 */
export function partMemo<R>(part: string) {
  const cache = new WeakMap<object, { at: string; deps: readonly unknown[]; value: R }>();
  return (source: unknown, at: string, deps: readonly unknown[], derive: () => R): R => {
    const key = typeof source === 'object' && source !== null ? source : null;
    const hit = key ? cache.get(key) : undefined;
    if (
      hit &&
      hit.at === at &&
      hit.deps.length === deps.length &&
      hit.deps.every((dep, index) => Object.is(dep, deps[index]))
    )
      return hit.value;
    listener?.(part, at);
    const value = derive();
    if (key) cache.set(key, { at, deps, value });
    return value;
  };
}

/**
 * Remembers one result and the inputs it came from; `derive` runs again only when an input
 * changed (Object.is). For a derivation over a whole document that reads a known few of its parts:
 * the parts are the inputs, so a keystroke elsewhere finds the last result.
 */
export function lastResultMemo<R>(part: string) {
  let last: { inputs: readonly unknown[]; value: R } | null = null;
  return (inputs: readonly unknown[], derive: () => R): R => {
    if (
      last &&
      last.inputs.length === inputs.length &&
      last.inputs.every((input, index) => Object.is(input, inputs[index]))
    )
      return last.value;
    listener?.(part, '');
    last = { inputs, value: derive() };
    return last.value;
  };
}
