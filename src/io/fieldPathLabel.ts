import { introspect, type FieldNode } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { parseFieldPath, type ParsedFieldPath } from './resolveFieldPath';
import { transitObjectFields } from './transitObjectFields';

const readable = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The schema a path's scope reads: an offer object's class is its classReference. A transit
 * class has no TransitObject schema here: its object paths are labelled from Google's list
 * (transitObjectFields), and the modules every pass shares from the class's own schema.
 */
function scopeRoot(kind: ResourceKind, scope: 'class' | 'object'): FieldNode | undefined {
  if (kind === 'offerObject') {
    const object = introspect(resourceSchemas.offerObject);
    return scope === 'object' ? object : object.children?.find((c) => c.key === 'classReference');
  }
  return introspect(
    resourceSchemas[kind === 'offerClass' && scope === 'object' ? 'offerObject' : kind],
  );
}

/**
 * The words of each step of a template field path, in the editor's words: for
 * `class.textModulesData['fare'].body`, ["Text module “fare”", "Body"]. A module picked by its id
 * is named by its item label and the id; a step the schema does not know, by its name in words.
 */
export function fieldPathWords(parsed: ParsedFieldPath, kind: ResourceKind): string[] {
  const dotted = parsed.steps.flatMap((step) => ('property' in step ? [step.property] : []));
  if (kind === 'transitClass' && parsed.scope === 'object') {
    const known = transitObjectFields.find((field) => field.path === dotted.join('.'));
    if (known) return [known.label];
  }
  const words: string[] = [];
  let node = scopeRoot(kind, parsed.scope);
  for (const step of parsed.steps) {
    if ('id' in step) {
      const item = node?.kind === 'array' ? node.ui?.itemLabel : undefined;
      if (item) words.pop();
      words.push(`${item ?? 'Item'} “${step.id}”`);
      node = node?.element;
      continue;
    }
    node = node?.children?.find((child) => child.key === step.property);
    words.push(node?.label ?? readable(step.property));
  }
  return words;
}

/**
 * The schema's node of what a template field path names (a module picked by id is its item),
 * or undefined where the schema does not know it: a transit object's own fields among them.
 */
export function fieldPathNode(parsed: ParsedFieldPath, kind: ResourceKind): FieldNode | undefined {
  let node = scopeRoot(kind, parsed.scope);
  for (const step of parsed.steps)
    node = 'id' in step ? node?.element : node?.children?.find((c) => c.key === step.property);
  return node;
}

/** A label inside a sentence: "The class has no text module “fare”" ("ID" stays as it is). */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/**
 * What a template field path names, in the editor's words: `object.validTimeInterval.start` →
 * "Validity period › Start", `class.textModulesData['fare']` → "Text module “fare”";
 * undefined when the path does not parse. The card's placeholders, "Why isn't this showing?" and
 * the field-path warning say this; the path itself waits behind "Show path".
 */
export function fieldPathLabel(fieldPath: string, kind: ResourceKind): string | undefined {
  const parsed = parseFieldPath(fieldPath.trim());
  return parsed ? fieldPathWords(parsed, kind).join(' › ') : undefined;
}

/**
 * A template field path as a designer reads it wherever it is shown (the card template's slots,
 * "Why isn't this showing?", Compare): its label, or what is wrong with it. Never the path.
 */
export function fieldPathName(fieldPath: string, kind: ResourceKind): string {
  if (fieldPath.trim() === '') return 'Empty field path';
  return fieldPathLabel(fieldPath, kind) ?? 'Unreadable field path';
}
