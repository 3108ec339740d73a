import { useCallback, useMemo, useState } from 'react';
import type { Draft } from '../storage';

const KEY = 'pass-studio.closedTabs';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export interface OpenTabs {
  /** The drafts shown as tabs, oldest first, so a new document opens on the right. */
  open: Draft[];
  /** Drafts whose tab was closed: still stored, listed in the documents menu. */
  closed: Draft[];
  close: (id: string) => void;
  reopen: (id: string) => void;
}

/**
 * Which drafts have a tab. Closing a tab hides it and keeps the draft; the closed ids are
 * remembered across reloads (best effort: storage may be refused). The active draft always has a
 * tab: selecting a closed draft from elsewhere opens it again.
 */
export function useOpenTabs(drafts: readonly Draft[], activeId: string | null): OpenTabs {
  const [closedIds, setClosedIds] = useState<string[]>(read);
  const write = useCallback((next: string[]) => {
    setClosedIds(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Only which tabs show is lost; the drafts are in IndexedDB.
    }
  }, []);
  const close = useCallback(
    (id: string) => write([...closedIds.filter((c) => c !== id), id]),
    [closedIds, write],
  );
  const reopen = useCallback(
    (id: string) => write(closedIds.filter((c) => c !== id)),
    [closedIds, write],
  );
  return useMemo(() => {
    const byAge = [...drafts].sort((a, b) => a.createdAt - b.createdAt);
    const isClosed = new Set(closedIds.filter((id) => id !== activeId));
    return {
      open: byAge.filter((d) => !isClosed.has(d.id)),
      closed: byAge.filter((d) => isClosed.has(d.id)),
      close,
      reopen,
    };
  }, [drafts, closedIds, activeId, close, reopen]);
}
