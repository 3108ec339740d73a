import {
  fieldPathLabel,
  fieldPathWords,
  inSentence,
  parseFieldPath,
  type ParsedFieldPath,
} from '../io';
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
    return 'It starts with neither “class.” nor “object.”.';
  if (/\[(?!'[^']*'\]|"[^"]*"\])/.test(fieldPath))
    return 'Wrong quoting: a module’s ID goes in single quotes within brackets.';
  return 'Not a field path Google reads: field names joined by dots, a module’s ID in single quotes within brackets.';
}

/** What a scope is called where it has nothing: a transit class's object is its sample trip. */
function scopeName(scope: 'class' | 'object', ctx: ModelContext): string {
  if (scope === 'class') return 'The class';
  return ctx.kind === 'transitClass' ? 'The sample trip' : 'The object';
}

/** Where a well-formed path stops resolving, walked again step by step (only once it failed). */
function missingReason(parsed: ParsedFieldPath, ctx: ModelContext): string {
  let value: unknown = ctx.sources[parsed.scope];
  if (!isRecord(value))
    return parsed.scope === 'class'
      ? 'There is no class to read: add the offer class to the object, or open the class beside it.'
      : 'There is no object to read.';
  const owner = scopeName(parsed.scope, ctx);
  const named = (steps: number) =>
    fieldPathWords({ scope: parsed.scope, steps: parsed.steps.slice(0, steps) }, ctx.kind).join(
      ' › ',
    );
  for (const [index, step] of parsed.steps.entries()) {
    if ('property' in step) {
      const next = isRecord(value) ? value[step.property] : undefined;
      if (next === undefined || next === null)
        return `${owner} has no ${inSentence(named(index + 1))}.`;
      value = next;
    } else {
      const items = list(value);
      const next = items.find((item) => record(item)?.id === step.id);
      if (next === undefined) {
        const ids = items.flatMap((item) => text(record(item)?.id) ?? []);
        const there = ids.length
          ? ` (the IDs there: ${ids.map((id) => `“${id}”`).join(', ')})`
          : ' (none there has an ID)';
        return `${owner} has no ${inSentence(named(index + 1))}${there}.`;
      }
      value = next;
    }
  }
  return `${named(parsed.steps.length)} is empty.`;
}

/**
 * One reference of a FieldSelector's fallback chain: what it shows, or why it shows nothing (no
 * such field or module id, empty value, wrong quoting). selectorField and the "why" view share it.
 */
export function tryReference(reference: unknown, ctx: ModelContext): ReferenceResult {
  const raw = record(reference)?.fieldPath;
  const fieldPath = typeof raw === 'string' ? raw.trim() : '';
  if (!fieldPath) return { shown: false, reason: 'The field path is empty.' };
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
    return {
      shown: false,
      reason: `${fieldPathLabel(fieldPath, ctx.kind) ?? 'It'} is empty: nothing to show.`,
    };
  return { shown: true, resolved, display };
}
