import { nodeAt, type FieldNode } from '../schema/introspect';

const REFERENCE = 'https://developers.google.com/wallet/reference/rest/v1';

/**
 * Where the spec's shape of a field and Google's current API differ (docs/decisions.md, "Google's
 * shapes"). The spec decides validity and export; these entries word
 * the import error, the repair and the readiness warning.
 */
export interface GoogleShape {
  key: string;
  /** The resource types (levels) that have the field. */
  on: readonly string[];
  /** The spec's shape: one value where Google has a list, or no such field at all. */
  spec: 'one' | 'none';
  /** What Google's list holds, in words: "value-added modules". */
  items: string;
  /** One of them: "value-added module". */
  item: string;
  source: string;
}

const ALL = ['TransitClass', 'OfferClass', 'OfferObject'];

export const googleShapes: readonly GoogleShape[] = [
  {
    key: 'valueAddedModuleData',
    on: ALL,
    spec: 'one',
    items: 'value-added modules',
    item: 'value-added module',
    source: `${REFERENCE}/offerobject#OfferObject.FIELDS.value_added_module_data`,
  },
  {
    key: 'locations',
    on: ['TransitClass', 'OfferClass'],
    spec: 'one',
    items: 'locations',
    item: 'location',
    source: `${REFERENCE}/transitclass#TransitClass.FIELDS.locations`,
  },
  {
    key: 'merchantLocations',
    on: ALL,
    spec: 'none',
    items: 'merchant locations',
    item: 'merchant location',
    source: `${REFERENCE}/offerobject#OfferObject.FIELDS.merchant_locations`,
  },
];

/** The shape difference of `key` on a value of type `typeName`, if Google's API has one. */
export function googleShapeOf(typeName: string | undefined, key: string): GoogleShape | undefined {
  return googleShapes.find((shape) => shape.key === key && shape.on.includes(typeName ?? ''));
}

/** The shape difference at `segments` (the field's own path), if any. */
export function googleShapeAt(
  root: FieldNode,
  segments: readonly (string | number)[],
): GoogleShape | undefined {
  const key = segments.at(-1);
  if (typeof key !== 'string') return undefined;
  return googleShapeOf(nodeAt(root, segments.slice(0, -1))?.typeName, key);
}

/** The import error for Google's shape: "Google's API sends a list of value-added modules here; …". */
export function googleShapeMessage(shape: GoogleShape): string {
  return shape.spec === 'one'
    ? `Google’s API sends a list of ${shape.items} here; this spec takes one`
    : `Google’s API has ${shape.items} here; this spec has no such field`;
}
