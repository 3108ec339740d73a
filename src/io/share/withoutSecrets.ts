import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { walkDocument, isRecord, type Segments } from '../walkDocument';

export interface SecretsRemoved {
  /** The document without any field marked secret; the input is left as it was. */
  document: unknown;
  /** Where each removed secret was, as paths into the document. */
  removed: Segments[];
}

/**
 * `document` without the fields the schema marks secret (`ui.widget: 'secret'`: a TOTP key),
 * at any depth: what may go into a link that anyone holding it can read.
 */
export function withoutSecrets(kind: ResourceKind, document: unknown): SecretsRemoved {
  const removed: Segments[] = [];
  walkDocument(introspect(resourceSchemas[kind]), document, (node, _value, segments) => {
    if (node.ui?.widget === 'secret') removed.push(segments);
  });
  if (removed.length === 0) return { document, removed };
  const copy: unknown = structuredClone(document);
  for (const segments of removed) {
    let parent: unknown = copy;
    for (const segment of segments.slice(0, -1)) {
      parent = (parent as Record<string | number, unknown>)[segment];
    }
    if (isRecord(parent)) delete parent[segments.at(-1) as string];
  }
  return { document: copy, removed };
}
