import { fieldPathLabel, parseFieldPath } from '../io';
import { predefinedItemSchema, enumInfo } from '../schema';
import type { FieldModel } from './cardModel';
import type { ModelContext } from './modelContext';
import { localize, shownKey } from './localize';
import { enumValue, isRecord, list, record, text, type Segments } from './read';
import { partMemo } from './partMemo';
import { resolvePath } from './resolveTemplate';
import { tryReference } from './tryReference';
import { customLabelField, labelFor } from './transitLabels';

/** The field inside a module that holds the shown text: a click lands there, not on the module's row. */
function shownField(value: unknown, language: string | null): string | null {
  if (!isRecord(value)) return null;
  if (['header', 'body', 'localizedHeader', 'localizedBody'].some((key) => key in value)) {
    const body = localize(value.localizedBody, language) ?? text(value.body);
    return shownKey(value, body ? 'body' : 'header', language);
  }
  if ('uri' in value && !('sourceUri' in value)) return 'uri';
  return null;
}

const slotMemo = partMemo<FieldModel | null>('slot');
const itemMemo = partMemo<FieldModel | null>('templateItem');

/** A field path's property names in dot form, ids left out: 'ticketLeg.zone'; '' when malformed. */
function dottedOf(fieldPath: string): string {
  const parsed = parseFieldPath(fieldPath.trim());
  return (parsed?.steps ?? [])
    .flatMap((step) => ('property' in step ? [step.property] : []))
    .join('.');
}

/**
 * What a slot's result depends on besides the selector itself: the viewer, and per reference the
 * value it resolves to (identity), where that sits, and the transit class's label for it.
 */
function slotInputs(fields: readonly unknown[], ctx: ModelContext): unknown[] {
  const inputs: unknown[] = [ctx.kind, ctx.language, ctx.locale, ctx.timeZone];
  for (const reference of fields) {
    const raw = record(reference)?.fieldPath;
    const resolved = typeof raw === 'string' ? resolvePath(raw, ctx.sources) : undefined;
    inputs.push(resolved?.value, resolved?.segments?.join('/'));
    // Resolved or not (a placeholder names it too), a transit object path shows the class's label.
    const label = typeof raw === 'string' && customLabelField(dottedOf(raw));
    if (label && ctx.kind === 'transitClass') inputs.push(ctx.cls?.[label]);
  }
  return inputs;
}

/**
 * A FieldSelector as one label and value: the first reference of its fallback chain that resolves
 * to something shown wins; when none does, `missing` says in words what they name. Remembered per selector
 * (partMemo) until it or what its references resolve to changes.
 */
export function selectorField(
  selector: unknown,
  at: Segments,
  ctx: ModelContext,
): FieldModel | null {
  const fields = list(record(selector)?.fields);
  if (fields.length === 0) return null;
  return slotMemo(selector, at.join('/'), slotInputs(fields, ctx), () =>
    deriveSelectorField(fields, at, ctx),
  );
}

function deriveSelectorField(
  fields: readonly unknown[],
  at: Segments,
  ctx: ModelContext,
): FieldModel | null {
  if (fields.length === 0) return null;
  for (const [index, reference] of fields.entries()) {
    const result = tryReference(reference, ctx);
    if (!result.shown) continue;
    const { resolved, display: shown } = result;
    const transitClass =
      ctx.kind === 'transitClass' && resolved.scope === 'object' ? ctx.cls : undefined;
    const sample = resolved.segments === null;
    return {
      label: shown.label ?? labelFor(resolved.dotted, transitClass, ctx.language),
      value: shown.text ?? '',
      // Sample values are not in the document: jump to the reference that names them.
      segments: resolved.segments
        ? [
            ...resolved.segments,
            ...[shownField(resolved.value, ctx.language)].filter((f) => f !== null),
          ]
        : [...at, 'fields', index, 'fieldPath'],
      missing: null,
      ...(shown.href ? { href: shown.href } : {}),
      ...(shown.imageUri
        ? {
            image: {
              uri: shown.imageUri,
              src: shown.imageSrc ?? null,
              alt: shown.text ?? '',
              segments: resolved.segments,
            },
          }
        : {}),
      ...(sample ? { sample } : {}),
    };
  }
  return {
    label: '',
    value: '',
    segments: [...at, 'fields', 0, 'fieldPath'],
    missing: missingText(fields, ctx),
  };
}

/**
 * A slot that shows nothing, in the designer's words: what its paths name and that this pass has
 * no value there ("Zone — no value on this pass"). An object path of a transit class is named as
 * the card labels it (the class's custom label, else ours); the paths wait in the template.
 */
function missingText(fields: readonly unknown[], ctx: ModelContext): string {
  const names = fields.flatMap((reference) => {
    const fieldPath = text(record(reference)?.fieldPath)?.trim();
    if (!fieldPath) return [];
    const dotted = dottedOf(fieldPath);
    const custom =
      ctx.kind === 'transitClass' && fieldPath.startsWith('object') && customLabelField(dotted);
    return [custom ? labelFor(dotted, ctx.cls, ctx.language) : fieldPathLabel(fieldPath, ctx.kind)];
  });
  const unique = [...new Set(names.filter((name) => name !== undefined))];
  if (unique.length > 0) return `${unique.join(' or ')} — no value on this pass`;
  const empty = fields.every((reference) => !text(record(reference)?.fieldPath)?.trim());
  return empty ? 'Empty field path — choose what to show' : 'A field path Google cannot read';
}

/** A TemplateItem: its first value, or "A / B" with labels "L1 / L2" when it has two. */
export function templateItem(item: unknown, at: Segments, ctx: ModelContext): FieldModel | null {
  const source = record(item);
  if (!source) return null;
  const first = selectorField(source.firstValue, [...at, 'firstValue'], ctx);
  const second = selectorField(source.secondValue, [...at, 'secondValue'], ctx);
  // The same object as last time when neither value changed: a memoised row keeps its items.
  return itemMemo(source, at.join('/'), [first, second], () =>
    combineItem(source, first, second, at),
  );
}

function combineItem(
  source: Record<string, unknown>,
  first: FieldModel | null,
  second: FieldModel | null,
  at: Segments,
): FieldModel | null {
  if (first && second) {
    const join = (a: string, b: string) => [a, b].filter(Boolean).join(' / ');
    return {
      ...first,
      label: join(first.label, second.label),
      value: join(first.value, second.value),
      missing:
        first.missing && second.missing ? `${first.missing} / ${second.missing}` : first.missing,
    };
  }
  if (first ?? second) return first ?? second;
  const predefined = enumValue(predefinedItemSchema, source.predefinedItem);
  if (predefined && predefined !== 'PREDEFINED_ITEM_UNSPECIFIED') {
    const label = enumInfo.get(predefinedItemSchema)?.labels[predefined] ?? predefined;
    return {
      label,
      value: 'Filled in by Google',
      segments: [...at, 'predefinedItem'],
      missing: null,
    };
  }
  return null;
}
