import { introspect, walkNodes } from '../../schema/introspect';
import { resourceKinds, resourceSchemas } from '../../schema/resources';
import { lowerFirst, readableTypeName } from '../describeValue';

let labels: ReadonlyMap<string, string> | null = null;

/** Each spec type's name as the form calls it: a list's item label first, else its field's. */
function typeLabels(): ReadonlyMap<string, string> {
  if (labels) return labels;
  const rows = new Map<string, string>();
  const fields = new Map<string, string>();
  for (const kind of resourceKinds) {
    for (const node of walkNodes(introspect(resourceSchemas[kind]))) {
      if (!node.typeName) continue;
      const into = node.key === '*' ? rows : fields;
      if (!into.has(node.typeName)) into.set(node.typeName, node.label);
    }
  }
  labels = new Map([...fields, ...rows]);
  return labels;
}

/** What a value of the spec type `typeName` is called in a sentence: 'TextModuleData' -> "text module". */
export function typeLabel(typeName: string): string {
  return lowerFirst(typeLabels().get(typeName) ?? readableTypeName(typeName));
}

/** "text modules", "TOTP parameters": every label of the schema takes an s. */
export const plural = (label: string): string => (label.endsWith('s') ? label : `${label}s`);

/** The envelope's tag of a spec type, its label in camel case: 'TextModuleData' -> "textModule". */
export function clipType(typeName: string): string {
  const [first = '', ...rest] = typeLabel(typeName).split(' ');
  return first.toLowerCase() + rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** What a tag is called in a sentence: "textModule" -> "text module"; an unknown tag as it is. */
export function clipTypeLabel(type: string): string {
  for (const typeName of typeLabels().keys()) {
    if (clipType(typeName) === type) return typeLabel(typeName);
  }
  return type;
}
