import { usePruneWhenEmptied } from '../usePruneWhenEmptied';
import { SlotBoard, type Slot } from './SlotBoard';

interface BarcodeSectionEditorProps {
  /** Path of classTemplateInfo. */
  root: string;
}

/** The three lines around the barcode, placed where the card puts them. */
export function BarcodeSectionEditor({ root }: BarcodeSectionEditorProps) {
  const name = `${root}.cardBarcodeSectionDetails`;
  // Clearing the last slot removes the section: no {} is left behind.
  usePruneWhenEmptied(name);
  const slots: Slot[] = [
    { name: `${name}.firstTopDetail`, label: 'Above, start', area: 'is-top-start' },
    { name: `${name}.secondTopDetail`, label: 'Above, end', area: 'is-top-end' },
    { name: `${name}.firstBottomDetail`, label: 'Below', area: 'is-bottom' },
  ];
  return (
    <SlotBoard slots={slots} kind="barcode" layout="is-barcode" context="Barcode section">
      <div className="tpl-barcode" aria-hidden="true">
        <span className="tpl-barcode__bars" />
        <span className="tpl-barcode__caption">Barcode</span>
      </div>
    </SlotBoard>
  );
}
