import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';

const split = (path: string) => {
  const at = path.lastIndexOf('.');
  return { parent: at < 0 ? '' : path.slice(0, at), key: path.slice(at + 1) };
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Removes a key from the document, so an emptied control leaves no `""` or `null` behind.
 * `prune` parents that the removal leaves empty go too (never an array element, never the root).
 */
export function useRemoveKey(): (path: string, prune?: number) => void {
  const { getValues, setValue } = useFormContext();
  return useCallback(
    (path: string, prune = 0) => {
      let target = path;
      for (let level = 0; level < prune; level += 1) {
        const { parent, key } = split(target);
        const grand = split(parent);
        const siblings: unknown = getValues(parent);
        const emptied = isPlainObject(siblings) && Object.keys(siblings).every((k) => k === key);
        if (!emptied || grand.parent === '' || /^\d+$/.test(grand.key)) break;
        target = parent;
      }
      const { parent, key } = split(target);
      const current: unknown = getValues(parent);
      if (!isPlainObject(current) || !(key in current)) return;
      const next = Object.fromEntries(Object.entries(current).filter(([k]) => k !== key));
      setValue(parent, next, { shouldDirty: true });
    },
    [getValues, setValue],
  );
}
