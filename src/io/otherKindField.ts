import { introspect } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { fieldPathWords } from './fieldPathLabel';
import type { ParsedFieldPath } from './resolveFieldPath';
import { transitObjectKeys } from './transitObjectFields';

/** A template path's field that only the other kind of pass has, in a designer's words. */
export interface OtherKindField {
  /** The field, by its label: “Purchase details”, “Title”. */
  label: string;
  /** Who has it: “a transit object”. */
  owner: string;
  /** Who reads the path here and has no such field: “an offer object”. */
  reader: string;
}

const keysOf = (kind: ResourceKind) =>
  new Set((introspect(resourceSchemas[kind]).children ?? []).map((child) => child.key));

let keys: Record<'offerObject' | 'transitClass' | 'offerClass', Set<string>> | undefined;
const schemaKeys = () =>
  (keys ??= {
    offerObject: keysOf('offerObject'),
    transitClass: keysOf('transitClass'),
    offerClass: keysOf('offerClass'),
  });

/**
 * The field a template path names first when it belongs to the other kind of pass only: Google's
 * own example `object.purchaseDetails.purchasePrice` names a transit object's field, which an
 * offer object does not have (so the slot stays empty); a transit class's template naming an offer
 * class's title likewise. An object's `classReference` is read as its class. Undefined when this
 * kind has the field, or neither kind does (that is google.template.fieldPath's to say).
 */
export function otherKindField(
  kind: ResourceKind,
  parsed: ParsedFieldPath,
): OtherKindField | undefined {
  const names = parsed.steps.flatMap((step) => ('property' in step ? [step.property] : []));
  const viaReference = parsed.scope === 'object' && names[0] === 'classReference';
  const scope = viaReference ? 'class' : parsed.scope;
  const key = viaReference ? names[1] : names[0];
  if (key === undefined || key === 'kind') return undefined;
  const transit = kind === 'transitClass';
  const known = schemaKeys();
  const otherKind = transit ? 'offerClass' : 'transitClass';
  const label = (of: ResourceKind) =>
    fieldPathWords({ scope, steps: [{ property: key }] }, of)[0] ?? key;
  if (scope === 'class') {
    if (known[transit ? 'transitClass' : 'offerClass'].has(key)) return undefined;
    if (!known[otherKind].has(key)) return undefined;
    return {
      label: label(otherKind),
      owner: transit ? 'an offer class' : 'a transit class',
      reader: transit ? 'a transit class' : 'an offer class',
    };
  }
  const onOffer = known.offerObject.has(key);
  const onTransit = transitObjectKeys.has(key);
  if (transit ? onTransit || !onOffer : onOffer || !onTransit) return undefined;
  return {
    label: label(transit ? 'offerObject' : 'transitClass'),
    owner: transit ? 'an offer object' : 'a transit object',
    reader: transit ? 'a transit object' : 'an offer object',
  };
}
