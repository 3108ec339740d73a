import { useEffect } from 'react';
import { flushVersionsOnPageHide, pruneDeletedDrafts } from './versionKeepers';

/**
 * The workspace's care of versions: waiting edits become a version as the page goes, and the
 * versions of drafts deleted in an earlier session go once the drafts are listed (`listed`).
 */
export function useVersionHousekeeping(listed: boolean, draftIds: () => Iterable<string>): void {
  useEffect(flushVersionsOnPageHide, []);
  useEffect(() => {
    if (listed) void pruneDeletedDrafts(new Set(draftIds()));
    // Once per page: later deletes keep their versions while they can be undone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listed]);
}
