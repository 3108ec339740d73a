import { useEffect, useSyncExternalStore } from 'react';
import type { FieldSelector, TemplateItem } from '../../schema';
import { enumInfo, predefinedItemSchema } from '../../schema';
import { useFormEngine } from '../FormEngineContext';
import type { EditorStore } from '../editorStore';
import { useFieldValue } from '../useFieldValue';
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
  /** Opens the slot without moving focus: focusPath (an issue, the preview) is on its way in. */
  onReveal: () => void;
}

/** The slot's references as focusPath names their rows: '….firstValue.fields.0'. */
function referenceRows(kind: SlotKind, name: string, value: unknown): string[] {
  // The draft may be invalid: anything that is not a chain of references has no rows.
  const slot = (value ?? {}) as Record<string, { fields?: unknown } | null | undefined>;
  const keys = kind === 'item' ? ['firstValue', 'secondValue'] : ['fieldSelector'];
  return keys.flatMap((key) => {
    const fields = slot[key]?.fields;
    const count = Array.isArray(fields) ? fields.length : 0;
    return Array.from({ length: count }, (_, index) => `${name}.${key}.fields.${index}`);
  });
}

/** Opens the slot when focusPath asks for one of its references, then forgets the request. */
function useRevealRequest(editor: EditorStore, rows: readonly string[], onReveal: () => void) {
  const requested = useSyncExternalStore(editor.subscribe, () =>
    rows.some((row) => editor.isExpandRequested(row)),
  );
  useEffect(() => {
    if (!requested) return;
    onReveal();
    for (const row of rows) editor.clearExpand(row);
  });
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
  onReveal,
}: SlotButtonProps) {
  const { editor } = useFormEngine();
  const [value] = useFieldValue(name);
  useRevealRequest(editor, referenceRows(kind, name, value), onReveal);
  const invalid = useSubtreeHasError(name);
  const names = useFieldPathOptions();
  const present = value != null;
  const summary =
    kind === 'item'
      ? summarizeItem(value as TemplateItem | undefined, names, predefinedLabels)
      : summarizeSelector(
          (value as { fieldSelector?: FieldSelector } | undefined)?.fieldSelector,
          names,
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
      data-field={name}
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
