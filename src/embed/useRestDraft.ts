import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResourceKind } from '../schema/resources';
import { createDraft, type Draft } from '../storage';
import type { PassDocument } from './backend/passBackend';
import { createRestDraftStore } from './restDraftStore';

/**
 * The REST embed's draft of one server document: what this browser kept of it (undefined until
 * the store answers, null when nothing), `keep` for each edit and `forget` once saved or
 * discarded. A draft the browser refuses (storage full) leaves the edits in the editor.
 */
export function useRestDraft(baseUrl: string, kind: ResourceKind, id: string) {
  const drafts = useMemo(() => createRestDraftStore(localStorage, baseUrl, kind), [baseUrl, kind]);
  const [kept, setKept] = useState<Draft | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    drafts.get(id).then(
      (stored) => current && setKept(stored ?? null),
      () => current && setKept(null),
    );
    return () => {
      current = false;
    };
  }, [drafts, id]);
  // When the edits kept now began: the draft's `createdAt` while it lasts.
  const started = useRef<number | null>(null);
  const keep = useCallback(
    (document: PassDocument) => {
      const now = Date.now();
      started.current ??= now;
      const draft = { ...createDraft(kind, document, id, { id, now }), createdAt: started.current };
      void drafts.put(draft).catch(() => undefined);
    },
    [drafts, kind, id],
  );
  const forget = useCallback(() => {
    started.current = null;
    void drafts.delete(id).catch(() => undefined);
  }, [drafts, id]);
  return { kept, keep, forget };
}
