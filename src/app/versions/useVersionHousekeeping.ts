import { useEffect, useEffectEvent } from 'react';
import { flushVersionsOnPageHide, pruneDeletedDrafts } from './versionKeepers';

/**
 * The workspace's care of versions: waiting edits become a version as the page goes, and the
 * versions of drafts deleted in an earlier session go once the drafts are listed (`listed`).
 */
export function useVersionHousekeeping(listed: boolean, draftIds: () => Iterable<string>): void {
  useEffect(flushVersionsOnPageHide, []);
  // Read when the list arrives, not a dependency: later deletes keep their versions while they
  // can be undone, so the pruning runs once per page.
  const currentIds = useEffectEvent(draftIds);
  useEffect(() => {
    if (listed) void pruneDeletedDrafts(new Set(currentIds()));
  }, [listed]);
}
