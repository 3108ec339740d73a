import {
  resourceKinds,
  resourceLabels,
  resourceSchemas,
  type ResourceKind,
} from '../schema/resources';

/** The top-level field names of each resource kind, from its schema. */
export const resourceFields: ReadonlyMap<ResourceKind, ReadonlySet<string>> = new Map(
  resourceKinds.map((kind) => {
    const shape = (resourceSchemas[kind] as unknown as { shape?: Record<string, unknown> }).shape;
    return [kind, new Set(Object.keys(shape ?? {}))];
  }),
);

/** A kind as a sentence names it: "a transit class", "an offer object". */
export function aKind(kind: ResourceKind): string {
  const label = resourceLabels[kind].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}
