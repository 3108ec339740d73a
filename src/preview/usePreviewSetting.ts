import { useCallback, useState } from 'react';

/**
 * A preview-only setting (sample values, demo mode) kept in localStorage beside, never inside,
 * the document. `parse` turns whatever is stored into a usable value.
 */
export function usePreviewSetting<T>(
  key: string,
  parse: (stored: unknown) => T,
): [T, (value: T) => void] {
  const [value, setValue] = useState(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return parse(stored === null ? undefined : JSON.parse(stored));
    } catch {
      return parse(undefined);
    }
  });
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage may be full or blocked (private mode): the setting still works for this session.
      }
    },
    [key],
  );
  return [value, update];
}
