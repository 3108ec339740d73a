import { plural } from '../../io/verdict';
import { sectionOf } from '../../forms/sectionOf';
import type { Segments } from '../../forms/fieldPath';
import { isLocalizedTwin } from '../../schema/localizedTwin';
import { isRecord } from '../../io/walkDocument';
import {
  introspect,
  resourceSections,
  resourceSchemas,
  type FieldNode,
  type ResourceKind,
} from '../../schema';

/** One field a designer can go to. */
export interface FieldEntry {
  /** Where focusPath goes: the control that edits it. */
  segments: Segments;
  /** Its label: "Body", "Issuer name", "Title (de)". */
  label: string;
  /** Where it sits: "Modules › Text module 'fare'". */
  context: string;
  /** The dotted path, for a designer who types one. */
  path: string;
  /** The value now, as one line; empty when not set. */
  value: string;
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

function shown(node: FieldNode, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (node.ui?.widget === 'secret') return '••••••';
  if (typeof value === 'string') return clip(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object'))
    return clip(value.join(', '));
  if (isRecord(value) && typeof value.latitude === 'number')
    return `${String(value.latitude)}, ${String(value.longitude)}`;
  return typeof value === 'object' ? '' : clip(JSON.stringify(value));
}

const TEMPLATE = 'classTemplateInfo';

/** A plain field left empty beside its localized twin shows the twin's text (the form does). */
function twinText(segments: Segments, parent: Record<string, unknown> | undefined): string {
  const key = segments.at(-1);
  if (!parent || typeof key !== 'string') return '';
  const twin = parent[`localized${key.charAt(0).toUpperCase()}${key.slice(1)}`];
  const text = isRecord(twin) && isRecord(twin.defaultValue) ? twin.defaultValue.value : undefined;
  return typeof text === 'string' ? clip(text) : '';
}

function rowName(element: FieldNode, index: number, value: unknown): string {
  const id = isRecord(value) && typeof value.id === 'string' && value.id ? value.id : '';
  return id ? `${element.label} '${id}'` : `${element.label} ${index + 1}`;
}

/**
 * Every field of `document` a designer can go to, in the form's order: each value the form edits
 * (a localized string and an image by their one control, a twin by its plain field), each row
 * of a list, and lists and groups that are absent (their Add button). Google-set and deprecated
 * fields are left out unless the document holds them.
 */
export function fieldIndex(kind: ResourceKind, document: unknown): FieldEntry[] {
  const root = introspect(resourceSchemas[kind]);
  const entries: FieldEntry[] = [];
  const titleOf = (segments: Segments) => {
    const id = sectionOf(root, kind, segments);
    return resourceSections[kind].find((s) => s.id === id)?.title ?? '';
  };
  const add = (segments: Segments, label: string, words: string[], value: string) =>
    entries.push({
      segments,
      label,
      context: [titleOf(segments), ...words].join(' › '),
      path: segments.join('.'),
      value,
    });

  const visit = (
    node: FieldNode,
    value: unknown,
    segments: Segments,
    words: string[],
    parent?: Record<string, unknown>,
  ) => {
    if ((node.deprecated || node.ui?.setByGoogle) && value === undefined) return;
    if (node.ui?.setByGoogle || isLocalizedTwin(root, segments)) return;
    // The template's editor shows slots, not its groups and empty references: only what is set.
    if (segments[0] === TEMPLATE && segments.length > 1) {
      if (isRecord(value))
        for (const child of node.children ?? [])
          visit(child, value[child.key], [...segments, child.key], [...words, node.label]);
      else if (Array.isArray(value))
        value.forEach(
          (row, i) => node.element && visit(node.element, row, [...segments, i], words),
        );
      else if (shown(node, value)) add(segments, node.label, words, shown(node, value));
      return;
    }
    if (node.typeName === 'LocalizedString') {
      const base = isRecord(value) && isRecord(value.defaultValue) ? value.defaultValue : {};
      add([...segments, 'defaultValue', 'value'], node.label, words, shown(node, base.value));
      return;
    }
    if (node.typeName === 'Image') {
      const source = isRecord(value) && isRecord(value.sourceUri) ? value.sourceUri.uri : undefined;
      add(segments, node.label, words, shown(node, source));
      return;
    }
    if (node.kind === 'object' && node.typeName !== 'LatLongPoint' && isRecord(value)) {
      // A row's fields sit under the row's name, which its list already put in `words`.
      const inner =
        segments.length === 0 || typeof segments.at(-1) === 'number'
          ? words
          : [...words, node.label];
      for (const child of node.children ?? [])
        visit(child, value[child.key], [...segments, child.key], inner, value);
      return;
    }
    if (node.kind === 'array' && node.element?.kind === 'object' && Array.isArray(value)) {
      const element = node.element;
      add(segments, node.label, words, plural(value.length, 'row'));
      value.forEach((row, i) => {
        const name = rowName(element, i, row);
        add([...segments, i], name, [...words, node.label], '');
        visit(element, row, [...segments, i], [...words, name]);
      });
      return;
    }
    add(segments, node.label, words, shown(node, value) || twinText(segments, parent));
  };
  visit(root, isRecord(document) ? document : {}, [], []);
  // The form's order: section by section, each in the spec's order.
  const order = resourceSections[kind].map((s) => s.title);
  return entries
    .map((entry, i) => ({ entry, i, section: order.indexOf(entry.context.split(' › ')[0] ?? '') }))
    .sort((a, b) => a.section - b.section || a.i - b.i)
    .map(({ entry }) => entry);
}
