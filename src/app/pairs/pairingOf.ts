import type { Draft } from '../../storage';

/** How the open document relates to the other open documents by id. */
export interface Pairing {
  /** Offer object: the open offer class its `classId` names (the most recently changed one). */
  classDraft?: Draft;
  /** Offer class: the open offer objects whose `classId` names it. */
  objectDrafts: Draft[];
}

const field = (document: unknown, key: string): string | undefined => {
  if (typeof document !== 'object' || document === null) return undefined;
  const value = (document as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The class an offer object names, or the objects that name an offer class; drafts most recent first. */
export function pairingOf(drafts: readonly Draft[], active: Draft): Pairing {
  if (active.kind === 'offerObject') {
    const classId = field(active.document, 'classId');
    const classDraft = classId
      ? drafts.find((d) => d.kind === 'offerClass' && field(d.document, 'id') === classId)
      : undefined;
    return { classDraft, objectDrafts: [] };
  }
  if (active.kind === 'offerClass') {
    const id = field(active.document, 'id');
    return {
      objectDrafts: id
        ? drafts.filter((d) => d.kind === 'offerObject' && field(d.document, 'classId') === id)
        : [],
    };
  }
  return { objectDrafts: [] };
}

/** Sentences naming each pair among `opened` and the open drafts: "‘A’ uses the class ‘B’". */
export function describePairs(
  opened: readonly { name: string; kind: Draft['kind']; document: unknown }[],
  drafts: readonly Pick<Draft, 'name' | 'kind' | 'document'>[],
): string[] {
  const all = [...opened, ...drafts.filter((d) => !opened.some((o) => o.document === d.document))];
  const sentences: string[] = [];
  for (const object of opened.filter((o) => o.kind === 'offerObject')) {
    const classId = field(object.document, 'classId');
    const match = all.find((d) => d.kind === 'offerClass' && field(d.document, 'id') === classId);
    if (classId && match) sentences.push(`“${object.name}” uses the class “${match.name}”`);
  }
  for (const klass of opened.filter((o) => o.kind === 'offerClass')) {
    const id = field(klass.document, 'id');
    const objects = drafts.filter(
      (d) =>
        d.kind === 'offerObject' &&
        !opened.some((o) => o.document === d.document) &&
        field(d.document, 'classId') === id,
    );
    for (const object of objects) sentences.push(`“${object.name}” uses the class “${klass.name}”`);
  }
  return sentences;
}
