import { useCallback, useState } from 'react';
import { useGivenSetting } from './previewSettings';

/**
 * A preview-only setting (sample values, demo mode) kept in localStorage beside, never inside,
 * the document. `parse` turns whatever is stored into a usable value. A review link's settings
 * (PreviewSettingsContext) come first and are never stored.
 */
export function usePreviewSetting<T>(
  key: string,
  parse: (stored: unknown) => T,
): [T, (value: T) => void] {
  const { given, store } = useGivenSetting(key);
  const [value, setValue] = useState(() => {
    if (given !== undefined) return parse(given);
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
      if (!store) return;
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage may be full or blocked (private mode): the setting still works for this session.
      }
    },
    [key, store],
  );
  return [value, update];
}
