import { useCallback, useEffect, useMemo } from 'react';
import type { Studio } from '../../studio';
import { versionTime } from '../../storage';
import type { DraftVersions } from './KeepVersionContext';
import { keeperOf, versionStore } from './versionKeepers';
import type { Version, VersionReason } from '../../storage';

/**
 * Keeps the versions of the draft open in `studio` while this tab edits it (`owner`): every
 * settled run of edits tells its keeper, and moments and restores go through it.
 */
export function useVersionKeeping(draftId: string, studio: Studio, owner: boolean): DraftVersions {
  const { snapshots, kind } = studio;
  const keeper = useMemo(() => keeperOf(draftId, kind), [draftId, kind]);
  useEffect(() => {
    if (!owner) return;
    return snapshots.subscribeSettled(({ snapshot }) => keeper.edited(snapshot.document));
  }, [owner, snapshots, keeper]);

  const keep = useCallback(
    (reason: VersionReason, note?: string) => {
      if (!owner) return Promise.resolve(null);
      snapshots.settle();
      return keeper.moment(reason, snapshots.get().document, note);
    },
    [owner, snapshots, keeper],
  );

  const { replace } = studio;
  const restore = useCallback(
    async (version: Version) => {
      if (!owner) throw new Error('This document is open for editing in another tab.');
      const document = await versionStore().document(version.id);
      if (document === undefined) throw new Error('This version is no longer stored.');
      // The edits before it become a version of their own, and one undo step.
      snapshots.settle();
      await keeper.flush();
      replace(document, 'edit');
      snapshots.settle();
      await keeper.moment('restore', document, versionTime(version.at));
    },
    [owner, snapshots, keeper, replace],
  );

  return useMemo(
    () => ({ draftId, keep, restore, readOnly: !owner, current: () => snapshots.get().document }),
    [draftId, keep, restore, owner, snapshots],
  );
}
