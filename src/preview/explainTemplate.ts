import { fieldPathName, fieldPathNode, parseFieldPath } from '../io';
import { enumLabel } from '../schema';
import { capModelText } from './capModelText';
import { buildContext, type ContextOptions, type ModelContext } from './modelContext';
import { list, record, type Segments } from './read';
import { tryReference } from './tryReference';

export interface ReferenceExplanation {
  fieldPath: string;
  /** What the path names, in the editor's words: "Text module “fare”", "Validity period › End". */
  label: string;
  /** shown: this reference wins; missing: it shows nothing (see reason); unused: an earlier one won. */
  status: 'shown' | 'missing' | 'unused';
  /** What it shows, or why it shows nothing. */
  reason: string;
  /** The reference's fieldPath, to edit it. */
  segments: Segments;
}

export interface SlotExplanation {
  /** "Card row 1, start item, first value". */
  slot: string;
  references: readonly ReferenceExplanation[];
}

/** An enumeration's value by the label the form's select shows it by ('QR_CODE' -> "QR code"). */
function enumWords(fieldPath: string, value: unknown, ctx: ModelContext): string | undefined {
  const parsed = parseFieldPath(fieldPath.trim());
  const info = parsed && fieldPathNode(parsed, ctx.kind)?.enum;
  return info && typeof value === 'string' ? enumLabel(info, value) : undefined;
}

/** A FieldSelector's chain, each reference with what it shows or why not. */
function chain(selector: unknown, at: Segments, ctx: ModelContext): ReferenceExplanation[] {
  let won = false;
  return list(record(selector)?.fields).map((reference, index) => {
    const raw = record(reference)?.fieldPath;
    const fieldPath = typeof raw === 'string' ? raw : '';
    const segments = [...at, 'fields', index, 'fieldPath'];
    const label = fieldPathName(fieldPath, ctx.kind);
    if (won)
      return {
        fieldPath,
        label,
        status: 'unused',
        reason: 'Not needed: an earlier path shows.',
        segments,
      };
    const result = tryReference(reference, ctx);
    if (!result.shown)
      return { fieldPath, label, status: 'missing', reason: result.reason, segments };
    won = true;
    const { display } = result;
    const text = enumWords(fieldPath, result.resolved.value, ctx) ?? display.text;
    const shown = [display.label, text ?? display.imageUri].filter(Boolean).join(': ');
    const quoting = fieldPath.includes('["')
      ? ' Google’s own form puts the ID in single quotes.'
      : '';
    return { fieldPath, label, status: 'shown', reason: `Shows “${shown}”.${quoting}`, segments };
  });
}

const positions: Record<string, string> = {
  item: 'item',
  startItem: 'start item',
  middleItem: 'middle item',
  endItem: 'end item',
};
const layouts = [
  ['oneItem', ['item']],
  ['twoItems', ['startItem', 'endItem']],
  ['threeItems', ['startItem', 'middleItem', 'endItem']],
] as const;

/** Both values of a TemplateItem. */
function item(name: string, source: unknown, at: Segments, ctx: ModelContext): SlotExplanation[] {
  return (['firstValue', 'secondValue'] as const).flatMap((value) => {
    const references = chain(record(source)?.[value], [...at, value], ctx);
    const which = value === 'firstValue' ? 'first value' : 'second value';
    return references.length ? [{ slot: `${name}, ${which}`, references }] : [];
  });
}

/**
 * For every slot of the class's template (card rows, barcode section, details items, list rows):
 * which reference of its fallback chain shows, and why each other one does not. Pure; the "Why
 * isn't this showing?" view draws it.
 */
export function explainTemplate(document: unknown, options: ContextOptions): SlotExplanation[] {
  const ctx = buildContext(document, options);
  const info = record(ctx.cls?.classTemplateInfo);
  const at = [...ctx.classAt, 'classTemplateInfo'];
  const slots: SlotExplanation[] = [];

  const rowsAt = [...at, 'cardTemplateOverride', 'cardRowTemplateInfos'];
  list(record(info?.cardTemplateOverride)?.cardRowTemplateInfos).forEach((row, index) => {
    for (const [key, names] of layouts) {
      const layout = record(record(row)?.[key]);
      if (!layout) continue;
      for (const name of names)
        slots.push(
          ...item(
            `Card row ${index + 1}, ${positions[name]}`,
            layout[name],
            [...rowsAt, index, key, name],
            ctx,
          ),
        );
    }
  });

  const section = record(info?.cardBarcodeSectionDetails);
  const sectionAt = [...at, 'cardBarcodeSectionDetails'];
  for (const [key, name] of [
    ['firstTopDetail', 'Above the barcode, start'],
    ['secondTopDetail', 'Above the barcode, end'],
    ['firstBottomDetail', 'Below the barcode'],
  ] as const) {
    const references = chain(
      record(section?.[key])?.fieldSelector,
      [...sectionAt, key, 'fieldSelector'],
      ctx,
    );
    if (references.length) slots.push({ slot: name, references });
  }

  const detailsAt = [...at, 'detailsTemplateOverride', 'detailsItemInfos'];
  list(record(info?.detailsTemplateOverride)?.detailsItemInfos).forEach((entry, index) =>
    slots.push(
      ...item(`Details item ${index + 1}`, record(entry)?.item, [...detailsAt, index, 'item'], ctx),
    ),
  );

  const listOverride = record(info?.listTemplateOverride);
  const listAt = [...at, 'listTemplateOverride'];
  const first = chain(
    record(listOverride?.firstRowOption)?.fieldOption,
    [...listAt, 'firstRowOption', 'fieldOption'],
    ctx,
  );
  if (first.length) slots.push({ slot: 'List row, first row', references: first });
  const second = chain(listOverride?.secondRowOption, [...listAt, 'secondRowOption'], ctx);
  if (second.length) slots.push({ slot: 'List row, second row', references: second });
  // Paths and values are the document's text: capped like every text the preview shows (#10).
  return capModelText(slots);
}
