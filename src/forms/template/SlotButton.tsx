import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldSelector, TemplateItem } from '../../schema';
import { enumInfo, predefinedItemSchema } from '../../schema';
import { useSubtreeHasError } from '../useSubtreeHasError';
import { useFieldPathOptions } from './fieldPathOptionsContext';
import { summarizeItem, summarizeSelector } from './summarizeItem';

const predefinedLabels = enumInfo.get(predefinedItemSchema)?.labels ?? {};

/** What a slot holds: a TemplateItem (card rows) or a BarcodeSectionDetail (barcode section). */
export type SlotKind = 'item' | 'barcode';

interface SlotButtonProps {
  name: string;
  label: string;
  kind: SlotKind;
  open: boolean;
  panelId: string;
  className?: string;
  onActivate: (present: boolean) => void;
}

/** One slot drawn where the card shows it: its value in brief, or an invitation to fill it. */
export function SlotButton({
  name,
  label,
  kind,
  open,
  panelId,
  className,
  onActivate,
}: SlotButtonProps) {
  const { control } = useFormContext();
  const value: unknown = useWatch({ control, name });
  const invalid = useSubtreeHasError(name);
  const options = useFieldPathOptions();
  const present = value != null;
  const summary =
    kind === 'item'
      ? summarizeItem(value as TemplateItem | undefined, options, predefinedLabels)
      : summarizeSelector(
          (value as { fieldSelector?: FieldSelector } | undefined)?.fieldSelector,
          options,
        );
  const classes = [
    'tpl-slot',
    className,
    present ? 'is-filled' : 'is-empty',
    open && 'is-open',
    invalid && 'is-invalid',
  ];

  return (
    <button
      type="button"
      data-slot={name}
      className={classes.filter(Boolean).join(' ')}
      aria-expanded={present ? open : undefined}
      aria-controls={present && open ? panelId : undefined}
      onClick={() => onActivate(present)}
    >
      <span className="tpl-slot__caption">{present ? label : `Add ${label.toLowerCase()}`}</span>
      {present && <span className="tpl-slot__value">{summary ?? 'Empty'}</span>}
      {invalid && <span className="tpl-slot__flag">Needs attention</span>}
    </button>
  );
}
