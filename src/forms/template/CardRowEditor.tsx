import { useId } from 'react';
import { Segmented } from '../../ui/Segmented';
import { useDocumentAccess } from '../useDocumentAccess';
import { useDocumentValue } from '../useDocumentValue';
import type { CardRowTemplateInfo } from '../../schema';
import { convertRow, rowTypeOf, rowTypes, type RowType } from './convertRow';
import { RowTools } from '../lists/RowTools';
import { SlotBoard, type Slot } from './SlotBoard';

const rowTypeNames: Record<RowType, string> = {
  oneItem: '1 item',
  twoItems: '2 items',
  threeItems: '3 items',
};
const rowLayouts: Record<RowType, string> = {
  oneItem: 'is-one',
  twoItems: 'is-two',
  threeItems: 'is-three',
};

function slotsOf(name: string, type: RowType): Slot[] {
  if (type === 'oneItem')
    return [{ name: `${name}.oneItem.item`, label: 'Item', area: 'is-center' }];
  const start = { label: 'Start item', area: 'is-start' };
  const end = { label: 'End item', area: 'is-end' };
  if (type === 'twoItems') {
    return [
      { ...start, name: `${name}.twoItems.startItem` },
      { ...end, name: `${name}.twoItems.endItem` },
    ];
  }
  return [
    { ...start, name: `${name}.threeItems.startItem` },
    { name: `${name}.threeItems.middleItem`, label: 'Middle item', area: 'is-middle' },
    { ...end, name: `${name}.threeItems.endItem` },
  ];
}

const typeOfRow = (row: unknown) => rowTypeOf(row as CardRowTemplateInfo | undefined) ?? null;

interface CardRowEditorProps {
  /** Path of the row: '….cardRowTemplateInfos.0'. */
  name: string;
  index: number;
}

/** One card row drawn as the card shows it, with its shape switch and its list tools. */
export function CardRowEditor({ name, index }: CardRowEditorProps) {
  const id = useId();
  const { read, write } = useDocumentAccess();
  const type = useDocumentValue(name, typeOfRow);
  const hidden = index >= 3;

  const switchTo = (to: RowType) => {
    if (to === type) return;
    const row = (read(name) ?? {}) as CardRowTemplateInfo;
    write(name, convertRow(row, to));
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className={`tpl-row${hidden ? ' is-hidden-by-google' : ''}`}
    >
      <div className="tpl-row__head">
        <h4 id={`${id}-title`} className="tpl-row__title">
          Row {index + 1}
          {hidden && <span className="badge badge--warning">Not shown</span>}
        </h4>
        <Segmented
          legend={`Items in row ${index + 1}`}
          hideLegend
          options={rowTypes.map(
            (rowType, position) => [rowType, position + 1, rowTypeNames[rowType]] as const,
          )}
          value={type}
          onChange={switchTo}
        />
        <RowTools />
      </div>
      <div data-row-body>
        {type ? (
          <SlotBoard
            key={type}
            slots={slotsOf(name, type)}
            kind="item"
            layout={rowLayouts[type]}
            context={`Row ${index + 1}`}
          />
        ) : (
          <p className="field__note">Choose how many items this row shows.</p>
        )}
      </div>
    </div>
  );
}
