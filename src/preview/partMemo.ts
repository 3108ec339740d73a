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
