import type { CardModel, FieldModel, RowModel } from './cardModel';
import type { ModelContext } from './modelContext';
import { partMemo } from './partMemo';
import { list, record, type Segments } from './read';
import { selectorField, templateItem } from './templateFields';

const layouts = [
  ['oneItem', 'one', ['item']],
  ['twoItems', 'two', ['startItem', 'endItem']],
  ['threeItems', 'three', ['startItem', 'middleItem', 'endItem']],
] as const;

const rowMemo = partMemo<RowModel>('cardRow');

/**
 * Card rows of cardTemplateOverride, all of them: the caller shows Google's first 3. A row is the
 * same object as last time while its items are (partMemo), so an unchanged row is not redrawn.
 */
export function cardRows(templateInfo: unknown, at: Segments, ctx: ModelContext): RowModel[] {
  const rowsAt = [...at, 'cardTemplateOverride', 'cardRowTemplateInfos'];
  const rows = list(record(record(templateInfo)?.cardTemplateOverride)?.cardRowTemplateInfos);
  return rows.flatMap((row, index): RowModel[] => {
    const source = record(row);
    const found = layouts.find(([key]) => record(source?.[key]));
    if (!found) return [];
    const [key, layout, slots] = found;
    const segments = [...rowsAt, index, key];
    const items = slots.map((slot) =>
      templateItem(record(source?.[key])?.[slot], [...segments, slot], ctx),
    );
    const model = rowMemo(source, segments.join('/'), items, () => ({
      layout,
      segments,
      items: slots.map(
        (slot, position) =>
          items[position] ?? { label: '', value: '', segments: [...segments, slot], missing: null },
      ),
    }));
    return [model];
  });
}

/** The lines above and below the barcode from cardBarcodeSectionDetails. */
export function barcodeSection(
  templateInfo: unknown,
  at: Segments,
  ctx: ModelContext,
): CardModel['barcodeSection'] {
  const sectionAt = [...at, 'cardBarcodeSectionDetails'];
  const section = record(record(templateInfo)?.cardBarcodeSectionDetails);
  const slot = (name: string) =>
    selectorField(
      record(section?.[name])?.fieldSelector,
      [...sectionAt, name, 'fieldSelector'],
      ctx,
    );
  return {
    topStart: slot('firstTopDetail'),
    topEnd: slot('secondTopDetail'),
    bottom: slot('firstBottomDetail'),
  };
}

/** detailsTemplateOverride items, in order. */
export function detailsItems(templateInfo: unknown, at: Segments, ctx: ModelContext): FieldModel[] {
  const itemsAt = [...at, 'detailsTemplateOverride', 'detailsItemInfos'];
  const items = list(record(record(templateInfo)?.detailsTemplateOverride)?.detailsItemInfos);
  return items.flatMap((info, index) => {
    const item = templateItem(record(info)?.item, [...itemsAt, index, 'item'], ctx);
    return item ? [item] : [];
  });
}
