import { useCallback, useState } from 'react';

const KEY = 'pass-studio.activeDraft';

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The id of the open tab, remembered across reloads (best effort: storage may be refused). */
export function useActiveDraft(): [string | null, (id: string | null) => void] {
  const [id, setId] = useState<string | null>(read);
  const set = useCallback((next: string | null) => {
    setId(next);
    try {
      if (next === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, next);
    } catch {
      // Remembering the tab is a convenience; the drafts themselves are in IndexedDB.
    }
  }, []);
  return [id, set];
}
