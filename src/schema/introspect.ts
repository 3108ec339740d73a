// The one file that reads zod internals (schema._zod.def). It turns a schema into a small FieldNode
// tree the forms, preview and export walk, and answers 'unknown' for a type it does not know.
import { z } from 'zod';
import { enumInfo, type EnumInfo } from './enums';
import { fieldUi, type FieldUi, type SpecMeta } from './fieldUi';

export type FieldKind =
  'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'enum' | 'unknown';

export interface FieldNode {
  /** Property name; '' for the root, '*' for an array element. */
  key: string;
  /** Path from the root, '*' standing for any array index. */
  path: readonly string[];
  kind: FieldKind;
  /** The spec's type name where it has one: 'LocalizedString', 'Image', 'TransitClass' ... */
  typeName?: string;
  required: boolean;
  nullable: boolean;
  deprecated: boolean;
  /** The spec's default, for display only. */
  default?: unknown;
  format?: 'uri' | 'date-time';
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: EnumInfo;
  ui?: FieldUi;
  /** ui.label; for an array element the array's itemLabel ('Item' without one); else the key made readable. */
  label: string;
  /** Object children in the spec's order. */
  children?: readonly FieldNode[];
  /** Array element. */
  element?: FieldNode;
  /** The field's outermost schema, for validating one value alone. */
  schema: z.ZodType;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: readonly {
    _zod: { def: { check?: string; value?: unknown; inclusive?: boolean; format?: string } };
  }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
  'catch',
]);

function readable(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const cache = new WeakMap<z.ZodType, FieldNode>();

/** Builds the FieldNode tree of a schema. Cached per schema, so repeated calls are cheap. */
export function introspect(schema: z.ZodType): FieldNode {
  const cached = cache.get(schema);
  if (cached) return cached;
  const node = build(schema, '', []);
  cache.set(schema, node);
  return node;
}

/** The spec type name: an `id` on the schema or, for a copy made by field(), on what it copies. */
function typeNameOf(schema: z.ZodType): string | undefined {
  for (
    let s: z.ZodType | undefined = schema;
    s;
    s = (s as unknown as { _zod: { parent?: z.ZodType } })._zod.parent
  ) {
    const id = (z.globalRegistry.get(s) as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') return id;
  }
  return undefined;
}

function build(
  outer: z.ZodType,
  key: string,
  path: readonly string[],
  itemLabel?: string,
): FieldNode {
  let schema = outer;
  let optional = false;
  let isNullable = false;
  let ui: FieldUi | undefined;
  const meta: SpecMeta & Record<string, unknown> = {};
  // Metadata does not bubble through wrappers (zod #5455): collect it at every level, outer wins.
  for (;;) {
    ui ??= fieldUi.get(schema);
    const levelMeta: Record<string, unknown> | undefined = z.globalRegistry.get(schema);
    if (levelMeta) for (const [k, v] of Object.entries(levelMeta)) if (!(k in meta)) meta[k] = v;
    const def = defOf(schema);
    if (!WRAPPERS.has(def.type) || !def.innerType) break;
    if (def.type === 'optional') optional = true;
    if (def.type === 'nullable') isNullable = true;
    schema = def.innerType;
  }
  const def = defOf(schema);
  const typeName = typeof meta.id === 'string' ? meta.id : typeNameOf(schema);
  const node: FieldNode = {
    key,
    path,
    kind: 'unknown',
    required: !optional,
    nullable: isNullable,
    deprecated: meta.deprecated === true,
    label: ui?.label ?? itemLabel ?? readable(key),
    schema: outer,
    ...(ui ? { ui } : {}),
    ...('default' in meta ? { default: meta.default } : {}),
    ...(typeName === undefined ? {} : { typeName }),
    ...(meta.format === 'uri' || meta.format === 'date-time' ? { format: meta.format } : {}),
    ...(typeof meta.minLength === 'number' ? { minLength: meta.minLength } : {}),
    ...(typeof meta.maxLength === 'number' ? { maxLength: meta.maxLength } : {}),
  };
  switch (def.type) {
    case 'string':
      node.kind = 'string';
      break;
    case 'boolean':
      node.kind = 'boolean';
      break;
    case 'number': {
      node.kind = 'number';
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'number_format' && c.format?.includes('int')) node.kind = 'integer';
        if (c.check === 'greater_than' && typeof c.value === 'number') node.minimum = c.value;
        if (c.check === 'less_than' && typeof c.value === 'number') node.maximum = c.value;
      }
      // z.number().int() is a ZodNumber whose own format is 'safeint'.
      if ((def as { format?: string }).format?.includes('int')) node.kind = 'integer';
      break;
    }
    case 'enum': {
      const info = enumInfo.get(schema);
      if (info) {
        node.kind = 'enum';
        node.enum = info;
      }
      break;
    }
    case 'object':
      node.kind = 'object';
      node.children = Object.entries(def.shape ?? {}).map(([childKey, child]) =>
        build(child, childKey, [...path, childKey]),
      );
      break;
    case 'array':
      node.kind = 'array';
      if (def.element)
        node.element = build(def.element, '*', [...path, '*'], ui?.itemLabel ?? 'Item');
      break;
  }
  return node;
}

/** The node of a concrete path such as ['textModulesData', 3, 'header'], or undefined. */
export function nodeAt(root: FieldNode, path: readonly (string | number)[]): FieldNode | undefined {
  let node: FieldNode | undefined = root;
  for (const segment of path) {
    if (!node) return undefined;
    if (node.kind === 'array') node = node.element;
    else node = node.children?.find((child) => child.key === String(segment));
  }
  return node;
}

/** Every node of the tree, depth first, the root included. */
export function* walkNodes(root: FieldNode): Generator<FieldNode> {
  yield root;
  for (const child of root.children ?? []) yield* walkNodes(child);
  if (root.element) yield* walkNodes(root.element);
}
