import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { validate } from '../io';
import { loadedLinter } from '../io/loadLinter';
import { draftKeys, useDraftStore } from './drafts';
import { storeVerdict, type Draft } from '../storage';
import { useLinterLoaded } from './useLinterLoaded';

/**
 * Gives each of `drafts` that has no stored verdict one, checked once and stored with it
 * (storeVerdict), and the cached list its verdict, so a tab reads it from storage. Waits for the
 * warnings' rules; `skip` tells the drafts an open editor speaks for.
 */
export function useStoredVerdicts(drafts: readonly Draft[], skip: (draft: Draft) => boolean) {
  const store = useDraftStore();
  const client = useQueryClient();
  const rulesLoaded = useLinterLoaded();
  // The drafts (at their change time) asked for already, so a redraw asks nothing twice.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const createLinter = loadedLinter();
    if (!rulesLoaded || !createLinter) return;
    const check = (draft: Draft) => ({
      errors: validate(draft.document, draft.kind).length,
      warnings: createLinter(draft.kind)(draft.document).length,
    });
    for (const draft of drafts) {
      const key = `${draft.id}@${draft.updatedAt}`;
      if (draft.verdict || skip(draft) || asked.current.has(key)) continue;
      asked.current.add(key);
      void storeVerdict(store, draft.id, check).then(
        (stored) => {
          // Held elsewhere: that tab's editor stores its verdict; asked again after its save.
          if (!stored?.verdict) return asked.current.delete(key);
          const { verdict, updatedAt } = stored;
          client.setQueryData<Draft[]>(draftKeys.list(), (list) =>
            list?.map((d) =>
              d.id === draft.id && d.updatedAt === updatedAt ? { ...d, verdict } : d,
            ),
          );
        },
        () => asked.current.delete(key),
      );
    }
  }, [drafts, skip, rulesLoaded, store, client]);
}
