import { useMemo } from 'react';
import type { VersionsPort } from '../../features';
import { REASON_LABEL, versionTimes } from '../../storage';
import { useDraftVersions } from './KeepVersionContext';
import { onVersionKept, versionStore } from './versionKeepers';

/** The open document's versions, kept in this browser, as the Changes dialog reads them. */
export function useVersionsPort(): VersionsPort {
  const { draftId, restore, readOnly, current } = useDraftVersions();
  return useMemo(() => {
    const stored = () => (draftId ? versionStore().list(draftId) : Promise.resolve([]));
    return {
      owner: draftId,
      list: async () => {
        const list = await stored();
        const times = versionTimes(list);
        return list.map((version, i) => ({
          id: version.id,
          when: times[i] ?? '',
          reason: REASON_LABEL[version.reason],
          note: version.note,
          summary: version.summary,
          inThisTabOnly: version.inThisTabOnly,
        }));
      },
      document: (id) => versionStore().document(id),
      onKept: (listener) =>
        onVersionKept((id) => {
          if (id === draftId) listener();
        }),
      restore: async (id) => {
        const version = (await stored()).find((v) => v.id === id);
        if (!version) throw new Error('That version is no longer kept.');
        await restore(version);
      },
      readOnly,
      current,
    };
  }, [draftId, restore, readOnly, current]);
}
