import { fieldPathLabel } from '../fieldPathLabel';
import { parseFieldPath, resolveFieldPath, type FieldPathSources } from '../resolveFieldPath';
import { isRecord } from '../walkDocument';
import type { ResourceKind } from '../../schema/resources';
import { textOf, type StringsTable } from './googleText';

/** One item of a card row as Apple can hold it, or why it cannot. */
export type TemplateItem =
  | { key: string; label?: string; value: string; what: string; moduleId?: string }
  | { what: string; missing: string };

const ITEM_KEYS = ['startItem', 'middleItem', 'endItem'] as const;

/** The card rows of a class's template, each row's items in order. */
export function cardRows(classDocument: Record<string, unknown>): unknown[][] {
  const info = isRecord(classDocument.classTemplateInfo) ? classDocument.classTemplateInfo : {};
  const override = isRecord(info.cardTemplateOverride) ? info.cardTemplateOverride : {};
  const rows = Array.isArray(override.cardRowTemplateInfos) ? override.cardRowTemplateInfos : [];
  return rows.filter(isRecord).map((row) => {
    const one = isRecord(row.oneItem) ? [row.oneItem.item] : undefined;
    const many = isRecord(row.twoItems)
      ? row.twoItems
      : isRecord(row.threeItems)
        ? row.threeItems
        : {};
    return one ?? ITEM_KEYS.map((key) => many[key]).filter((item) => item !== undefined);
  });
}

/** The field a template item shows first, resolved against the class and its object. */
export function templateItem(
  item: unknown,
  kind: ResourceKind,
  sources: FieldPathSources,
  strings: StringsTable,
): TemplateItem {
  const first = isRecord(item) && isRecord(item.firstValue) ? item.firstValue : {};
  const reference = Array.isArray(first.fields) ? first.fields.find(isRecord) : undefined;
  const path = typeof reference?.fieldPath === 'string' ? reference.fieldPath : undefined;
  if (!path)
    return {
      what: 'A card row item',
      missing: 'it names no field, and Apple has no predefined items',
    };
  const what = fieldPathLabel(path, kind) ?? 'A card row item';
  const value = resolveFieldPath(path, sources);
  const steps = parseFieldPath(path)?.steps ?? [];
  const last = steps[steps.length - 1];
  const key = last ? ('id' in last ? last.id : last.property) : path;
  if (isRecord(value) && ('body' in value || 'localizedBody' in value)) {
    const body = textOf(strings, value.body, value.localizedBody);
    if (!body) return { what, missing: 'it has no text' };
    const label = textOf(strings, value.header, value.localizedHeader);
    return {
      key,
      value: body,
      what,
      moduleId: typeof value.id === 'string' ? value.id : key,
      ...(label ? { label } : {}),
    };
  }
  const text = typeof value === 'number' ? String(value) : textOf(strings, value, value);
  if (!text) return { what, missing: 'it has no value on this pass' };
  return { key, label: what.split(' › ').pop()!, value: text, what };
}
