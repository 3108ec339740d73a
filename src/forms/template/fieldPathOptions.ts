import { introspect, nodeAt, resourceSchemas, type ResourceKind } from '../../schema';
import { pathLabel } from '../../io/pathLabel';
import { transitObjectFields } from '../../io/transitObjectFields';

/** One suggestion of the field-path picker. */
export interface FieldPathOption {
  /** Google's form: class.textModulesData['fare']. */
  path: string;
  label: string;
  /** Where the value lives; 'Transit object' paths are not in the edited document. */
  group: 'Class' | 'Object' | 'Transit object';
}

type Group = FieldPathOption['group'];

const offerClassFields = [
  'title',
  'localizedTitle',
  'shortTitle',
  'provider',
  'localizedProvider',
  'details',
  'finePrint',
  'issuerName',
  'localizedIssuerName',
  'hexBackgroundColor',
];

const classFieldsByKind: Record<ResourceKind, readonly string[]> = {
  transitClass: ['issuerName', 'localizedIssuerName', 'transitOperatorName', 'hexBackgroundColor'],
  offerClass: offerClassFields,
  offerObject: offerClassFields,
};

const offerObjectFields = [
  'validTimeInterval.start',
  'validTimeInterval.end',
  'barcode.value',
  'barcode.alternateText',
  'hexBackgroundColor',
] as const;

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const asArray = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const localizedText = (value: unknown): string | undefined =>
  text(asRecord(asRecord(value).defaultValue).value);

/** Field labels from the UI registry, joined down the path: "Valid time interval › Start". */
function schemaLabel(
  kind: ResourceKind,
  base: readonly string[],
  segments: readonly string[],
): string {
  const owner = nodeAt(introspect(resourceSchemas[kind]), base);
  return owner ? pathLabel(owner, segments) : segments.join('.');
}

/** Options for the modules of one side (class or object) that carry an id. */
function moduleOptions(side: 'class' | 'object', group: Group, owner: unknown): FieldPathOption[] {
  const record = asRecord(owner);
  const options: FieldPathOption[] = [];
  const byId = (
    items: unknown,
    field: string,
    name: (item: Record<string, unknown>, id: string) => string,
  ) => {
    for (const raw of asArray(items)) {
      const item = asRecord(raw);
      const id = text(item.id);
      if (id === undefined) continue;
      options.push({ path: `${side}.${field}['${id}']`, label: name(item, id), group });
    }
  };
  byId(
    record.textModulesData,
    'textModulesData',
    (m, id) => text(m.header) ?? localizedText(m.localizedHeader) ?? `Text module '${id}'`,
  );
  byId(
    record.imageModulesData,
    'imageModulesData',
    (m, id) => localizedText(asRecord(m.mainImage).contentDescription) ?? `Image module '${id}'`,
  );
  byId(
    asRecord(record.linksModuleData).uris,
    'linksModuleData.uris',
    (u, id) =>
      text(u.description) ?? localizedText(u.localizedDescription) ?? text(u.uri) ?? `Link '${id}'`,
  );
  return options;
}

/**
 * The paths the picker suggests for a document: every text module, image module and link with an
 * id, a few class fields and, for objects, object fields. Duplicate ids are offered once.
 * A transit class has no object in front of it: its object paths come from Google's TransitObject.
 */
export function fieldPathOptions(document: unknown, kind: ResourceKind): FieldPathOption[] {
  const doc = asRecord(document);
  const options: FieldPathOption[] = [];
  if (kind === 'transitClass') {
    options.push(...moduleOptions('class', 'Class', doc));
    for (const key of classFieldsByKind.transitClass) {
      options.push({ path: `class.${key}`, label: schemaLabel(kind, [], [key]), group: 'Class' });
    }
    for (const field of transitObjectFields) {
      options.push({ path: `object.${field.path}`, label: field.label, group: 'Transit object' });
    }
  } else {
    // An offer class is edited on its own or embedded in an object as classReference.
    const isClass = kind === 'offerClass';
    options.push(...moduleOptions('class', 'Class', isClass ? doc : doc.classReference));
    for (const key of classFieldsByKind[kind]) {
      options.push({
        path: `class.${key}`,
        label: schemaLabel(kind, isClass ? [] : ['classReference'], [key]),
        group: 'Class',
      });
    }
    if (!isClass) options.push(...moduleOptions('object', 'Object', doc));
    for (const path of offerObjectFields) {
      options.push({
        path: `object.${path}`,
        label: schemaLabel('offerObject', [], path.split('.')),
        group: 'Object',
      });
    }
  }
  const seen = new Set<string>();
  return options.filter((option) => !seen.has(option.path) && seen.add(option.path));
}

/** Google's single-quote form, so `["a"]` and `['a']` compare equal. */
export function normalizeFieldPath(path: string): string {
  return path.trim().replace(/\["([^"\]]*)"\]/g, "['$1']");
}

/** Whether a typed path names one of the suggestions. */
export function isSuggestedPath(options: readonly FieldPathOption[], path: string): boolean {
  const wanted = normalizeFieldPath(path);
  return options.some((option) => option.path === wanted);
}

/** Suggestions whose path or label contains the query, case-insensitively; all for an empty query. */
export function filterFieldPathOptions(
  options: readonly FieldPathOption[],
  query: string,
): readonly FieldPathOption[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return options;
  return options.filter(
    (option) =>
      option.path.toLowerCase().includes(needle) || option.label.toLowerCase().includes(needle),
  );
}
