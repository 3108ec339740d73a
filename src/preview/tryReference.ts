import { parseFieldPath, type ParsedFieldPath } from '../io';
import { dateFormatSchema } from '../schema';
import type { DateFormat } from './formatDate';
import type { ModelContext } from './modelContext';
import { enumValue, isRecord, list, record, text } from './read';
import { displayValue, resolvePath, type DisplayValue, type ResolvedPath } from './resolveTemplate';

const dateFormats = new Set<string>([
  'DATE_TIME',
  'DATE_ONLY',
  'TIME_ONLY',
  'DATE_TIME_YEAR',
  'DATE_YEAR',
]);

export type ReferenceResult =
  { shown: true; resolved: ResolvedPath; display: DisplayValue } | { shown: false; reason: string };

/** Why a path that does not parse is wrong, in the designer's terms. */
function syntaxReason(fieldPath: string): string {
  if (!/^(class|object)[.[]/.test(fieldPath))
    return 'It starts with neither "class." nor "object.".';
  if (/\[(?!'[^']*'\]|"[^"]*"\])/.test(fieldPath))
    return "Wrong quoting: write a module id as ['ID'], in single quotes.";
  return "Not a field path: dots between field names, ['ID'] for a module id.";
}

/** Where a well-formed path stops resolving, walked again step by step (only once it failed). */
function missingReason(parsed: ParsedFieldPath, ctx: ModelContext): string {
  let value: unknown = ctx.sources[parsed.scope];
  if (!isRecord(value))
    return parsed.scope === 'class'
      ? 'There is no class to read: embed it as classReference, or open it beside the object.'
      : 'There is no object to read.';
  let at: string = parsed.scope;
  for (const step of parsed.steps) {
    if ('property' in step) {
      const next = isRecord(value) ? value[step.property] : undefined;
      if (next === undefined || next === null) return `${at} has no "${step.property}".`;
      value = next;
      at = `${at}.${step.property}`;
    } else {
      const items = list(value);
      const next = items.find((item) => record(item)?.id === step.id);
      if (next === undefined) {
        const ids = items.flatMap((item) => text(record(item)?.id) ?? []);
        return ids.length
          ? `No module with id "${step.id}" in ${at} (its ids: ${ids.join(', ')}).`
          : `No module with id "${step.id}": ${at} has no ids.`;
      }
      value = next;
      at = `${at}['${step.id}']`;
    }
  }
  return `${at} is empty.`;
}

/**
 * One reference of a FieldSelector's fallback chain: what it shows, or why it shows nothing (no
 * such field or module id, empty value, wrong quoting). selectorField and the "why" view share it.
 */
export function tryReference(reference: unknown, ctx: ModelContext): ReferenceResult {
  const raw = record(reference)?.fieldPath;
  const fieldPath = typeof raw === 'string' ? raw.trim() : '';
  if (!fieldPath) return { shown: false, reason: 'The path is empty.' };
  const resolved = resolvePath(fieldPath, ctx.sources);
  if (!resolved) {
    const parsed = parseFieldPath(fieldPath);
    return { shown: false, reason: parsed ? missingReason(parsed, ctx) : syntaxReason(fieldPath) };
  }
  const format = enumValue(dateFormatSchema, record(reference)?.dateFormat);
  const display = displayValue(resolved.value, {
    language: ctx.language,
    locale: ctx.locale,
    timeZone: ctx.timeZone,
    dateFormat: format && dateFormats.has(format) ? (format as DateFormat) : undefined,
  });
  if (!display || (!display.text && !display.imageUri && !display.label))
    return { shown: false, reason: `${fieldPath} is empty: nothing to show.` };
  return { shown: true, resolved, display };
}
