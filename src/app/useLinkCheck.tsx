import { useCallback, useState } from 'react';
import { createDraft, type Draft } from '../storage';
import { describePairs } from './pairs/pairingOf';
import { classKinds } from '../schema/resources';
import { LazyLinkCheckDialog, type LinkPassImport } from '../features';

interface LinkCheckHost {
  drafts: readonly Draft[];
  save: (draft: Draft) => void;
  select: (draftId: string) => void;
  notify: (text: string) => void;
}

/**
 * A save link or JWT that came in (pasted, dropped, in a file): `onLink` opens the Link check,
 * whose passes open as documents, paired by id, and the first object (else class) is shown.
 */
export function useLinkCheck({ drafts, save, select, notify }: LinkCheckHost) {
  const [link, setLink] = useState<{ text: string; name: string } | null>(null);
  const onLink = useCallback((text: string, name: string) => setLink({ text, name }), []);

  const openPasses = (imports: readonly LinkPassImport[]): string[] => {
    const created = imports.map((item) =>
      createDraft(item.kind, item.document, item.name, { verdict: item.verdict }),
    );
    for (const draft of created) save(draft);
    const shown = created.find((d) => !classKinds.includes(d.kind)) ?? created[0];
    if (shown) select(shown.id);
    const pairs = describePairs(imports, drafts);
    if (pairs.length > 0) notify(`Paired by id: ${pairs.join('; ')}.`);
    return created.map((draft) => draft.id);
  };

  const dialog = link ? (
    <LazyLinkCheckDialog
      text={link.text}
      name={link.name}
      onOpenPasses={openPasses}
      onShow={(draftId) => {
        select(draftId);
        setLink(null);
      }}
      onClose={() => setLink(null)}
    />
  ) : null;
  return { onLink, dialog };
}
