import type { FieldSelector, TemplateItem } from '../../schema';
import { normalizeFieldPath, type FieldPathOption } from './fieldPathOptions';

/** A path as the designer knows it: the suggestion's label where there is one. */
function nameOf(path: string, options: readonly FieldPathOption[]): string {
  const wanted = normalizeFieldPath(path);
  return options.find((option) => option.path === wanted)?.label ?? path;
}

/** "Fare (+1)": the first reference of a fallback chain, and how many stand in for it. */
export function summarizeSelector(
  selector: FieldSelector | null | undefined,
  options: readonly FieldPathOption[],
): string | undefined {
  // The draft may be invalid: a reference without a path is skipped, not a crash.
  const fields: readonly unknown[] = Array.isArray(selector?.fields) ? selector.fields : [];
  const paths = fields
    .map((f) => (f as { fieldPath?: unknown } | null)?.fieldPath)
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim());
  const [first] = paths;
  if (first === undefined) return undefined;
  return paths.length > 1
    ? `${nameOf(first, options)} (+${paths.length - 1})`
    : nameOf(first, options);
}

/** A template item as the card shows it: "A / B", else its predefined item, else undefined. */
export function summarizeItem(
  item: TemplateItem | null | undefined,
  options: readonly FieldPathOption[],
  predefinedLabels: Readonly<Record<string, string>> = {},
): string | undefined {
  const values = [
    summarizeSelector(item?.firstValue, options),
    summarizeSelector(item?.secondValue, options),
  ];
  const shown = values.filter((value) => value !== undefined);
  if (shown.length > 0) return shown.join(' / ');
  const predefined = item?.predefinedItem;
  return predefined ? (predefinedLabels[predefined] ?? predefined) : undefined;
}
