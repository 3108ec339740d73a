import { resourceKinds, type ResourceKind } from '../schema/resources';
import { aKind, resourceFields } from './resourceFields';
import { isRecord } from './walkDocument';

/** The top-level fields of `document` that `kind` has no such field for. */
export function unknownKeys(document: unknown, kind: ResourceKind): string[] {
  if (!isRecord(document)) return [];
  const known = resourceFields.get(kind);
  return Object.keys(document).filter((key) => !known?.has(key));
}

/** Whether another kind than `kind` has a top-level field called `key`. */
export function isFieldOfAnotherKind(key: string, kind: ResourceKind): boolean {
  return resourceKinds.some((other) => other !== kind && resourceFields.get(other)?.has(key));
}

export interface KindSuggestion {
  kind: ResourceKind;
  /** The fields the chosen kind does not know and the suggested kind does. */
  fields: string[];
  /** "These fields belong to an offer class: title, provider …" */
  message: string;
}

/**
 * A kind the document's fields fit better than `chosen`: fewer top-level fields it does not
 * know. Repair would otherwise delete those fields; the import report offers this kind instead.
 */
export function suggestKind(document: unknown, chosen: ResourceKind): KindSuggestion | undefined {
  const unknownToChosen = unknownKeys(document, chosen);
  if (unknownToChosen.length === 0) return undefined;
  let best: { kind: ResourceKind; unknown: number } | undefined;
  for (const kind of resourceKinds) {
    if (kind === chosen) continue;
    const unknown = unknownKeys(document, kind).length;
    if (unknown < unknownToChosen.length && (!best || unknown < best.unknown)) {
      best = { kind, unknown };
    }
  }
  if (!best) return undefined;
  const known = resourceFields.get(best.kind);
  const fields = unknownToChosen.filter((key) => known?.has(key));
  const shown = fields.slice(0, 6).join(', ') + (fields.length > 6 ? ', …' : '');
  return {
    kind: best.kind,
    fields,
    message: `These fields are not fields of ${aKind(chosen)} but of ${aKind(best.kind)}: ${shown}`,
  };
}
