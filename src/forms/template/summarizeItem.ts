import { fieldPathName } from '../../io/fieldPathLabel';
import type { FieldSelector, TemplateItem } from '../../schema';
import type { FieldPathNames } from './fieldPathOptionsContext';
import { normalizeFieldPath } from './fieldPathOptions';

/** A path as the designer knows it: the suggestion's label where there is one, else its words. */
function nameOf(path: string, { options, kind }: FieldPathNames): string {
  const wanted = normalizeFieldPath(path);
  const suggested = options.find((option) => option.path === wanted)?.label;
  return suggested ?? (kind ? fieldPathName(path, kind) : path);
}

/** "Fare (+1)": the first reference of a fallback chain, and how many stand in for it. */
export function summarizeSelector(
  selector: FieldSelector | null | undefined,
  names: FieldPathNames,
): string | undefined {
  // The draft may be invalid: a reference without a path is skipped, not a crash.
  const fields: readonly unknown[] = Array.isArray(selector?.fields) ? selector.fields : [];
  const paths = fields
    .map((f) => (f as { fieldPath?: unknown } | null)?.fieldPath)
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim());
  const [first] = paths;
  if (first === undefined) return undefined;
  return paths.length > 1 ? `${nameOf(first, names)} (+${paths.length - 1})` : nameOf(first, names);
}

/** A template item as the card shows it: "A / B", else its predefined item, else undefined. */
export function summarizeItem(
  item: TemplateItem | null | undefined,
  names: FieldPathNames,
  predefinedLabels: Readonly<Record<string, string>> = {},
): string | undefined {
  const values = [
    summarizeSelector(item?.firstValue, names),
    summarizeSelector(item?.secondValue, names),
  ];
  const shown = values.filter((value) => value !== undefined);
  if (shown.length > 0) return shown.join(' / ');
  const predefined = item?.predefinedItem;
  return predefined ? (predefinedLabels[predefined] ?? predefined) : undefined;
}
