import type { CardRowTemplateInfo, TemplateItem } from '../../schema';

/** The three shapes of a card row, by the key that holds its items. */
export type RowType = 'oneItem' | 'twoItems' | 'threeItems';

export const rowTypes: readonly RowType[] = ['oneItem', 'twoItems', 'threeItems'];

type Item = TemplateItem | null | undefined;

/** The row's shape: the first of oneItem, twoItems, threeItems that is set. */
export function rowTypeOf(row: CardRowTemplateInfo | null | undefined): RowType | undefined {
  return rowTypes.find((type) => row?.[type] != null);
}

const present = (entries: Record<string, Item>): Record<string, TemplateItem> =>
  Object.fromEntries(Object.entries(entries).filter(([, item]) => item != null)) as Record<
    string,
    TemplateItem
  >;

/**
 * The row as another shape, keeping every item that still fits: positions stay where they are
 * (a single item is the middle one), and an item without its place takes an empty one.
 */
export function convertRow(row: CardRowTemplateInfo, to: RowType): CardRowTemplateInfo {
  let start: Item;
  let middle: Item;
  let end: Item;
  const from = rowTypeOf(row);
  if (from === 'oneItem') middle = row.oneItem?.item;
  if (from === 'twoItems') ({ startItem: start, endItem: end } = row.twoItems ?? {});
  if (from === 'threeItems')
    ({ startItem: start, middleItem: middle, endItem: end } = row.threeItems ?? {});
  if (to === 'oneItem') return { oneItem: present({ item: middle ?? start ?? end }) };
  if (to === 'threeItems')
    return { threeItems: present({ startItem: start, middleItem: middle, endItem: end }) };
  // Two items have no middle: it takes whichever end is empty, else it is dropped.
  if (start == null) return { twoItems: present({ startItem: middle, endItem: end }) };
  return { twoItems: present({ startItem: start, endItem: end ?? middle }) };
}
