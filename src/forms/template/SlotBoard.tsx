import { useId, useRef, useState, type ReactNode } from 'react';
import { focusWhenRendered } from '../focusWhenRendered';
import { useDocumentAccess } from '../useDocumentAccess';
import { FieldSelectorEditor } from './FieldSelectorEditor';
import { SlotButton, type SlotKind } from './SlotButton';
import { TemplateItemEditor } from './TemplateItemEditor';

export interface Slot {
  /** Path of the slot's value (a TemplateItem or a BarcodeSectionDetail). */
  name: string;
  label: string;
  /** Where the slot sits: a modifier class of the board's grid. */
  area: string;
}

interface SlotBoardProps {
  slots: readonly Slot[];
  kind: SlotKind;
  /** Modifier class that lays the slots out as the card does. */
  layout: string;
  /** What the panel heading calls the slot's owner ("Row 1"). */
  context: string;
  /** Drawn inside the grid with the slots (the barcode placeholder). */
  children?: ReactNode;
}

const firstPath = (kind: SlotKind, name: string) =>
  kind === 'item'
    ? `${name}.firstValue.fields.0.fieldPath`
    : `${name}.fieldSelector.fields.0.fieldPath`;

const emptyValue = (kind: SlotKind) =>
  kind === 'item'
    ? { firstValue: { fields: [{ fieldPath: '' }] } }
    : { fieldSelector: { fields: [{ fieldPath: '' }] } };

/**
 * Slots laid out as the card shows them; the open slot's editor unfolds below, so three slots fit
 * side by side in a narrow form. An empty slot is filled with one click and its path focused.
 */
export function SlotBoard({ slots, kind, layout, context, children }: SlotBoardProps) {
  const id = useId();
  const { write } = useDocumentAccess();
  const [openName, setOpenName] = useState<string>();
  const open = slots.find((slot) => slot.name === openName);
  const panelId = `${id}-panel`;
  const board = useRef<HTMLDivElement>(null);
  // After closing or clearing a slot, focus returns to the slot's own button.
  const refocus = (slot: string) =>
    focusWhenRendered(
      () =>
        [...(board.current?.querySelectorAll<HTMLElement>('[data-slot]') ?? [])].find(
          (button) => button.dataset.slot === slot,
        ),
      { block: 'nearest' },
    );

  const activate = (slot: Slot, present: boolean) => {
    if (present) {
      const opening = openName !== slot.name;
      setOpenName(opening ? slot.name : undefined);
      // The panel follows every slot of the board: take the keyboard straight into it.
      if (opening) focusWhenRendered(firstPath(kind, slot.name));
      return;
    }
    write(slot.name, emptyValue(kind));
    setOpenName(slot.name);
    focusWhenRendered(firstPath(kind, slot.name));
  };

  const clear = (slot: Slot) => {
    write(slot.name, undefined);
    setOpenName(undefined);
    refocus(slot.name);
  };

  const close = (slot: Slot) => {
    setOpenName(undefined);
    refocus(slot.name);
  };

  return (
    <div className="tpl-board" ref={board}>
      <div className={`tpl-board__grid ${layout}`}>
        {children}
        {slots.map((slot) => (
          <SlotButton
            key={slot.name}
            name={slot.name}
            label={slot.label}
            kind={kind}
            open={slot.name === openName}
            panelId={panelId}
            className={slot.area}
            onActivate={(present) => activate(slot, present)}
            onReveal={() => setOpenName(slot.name)}
          />
        ))}
      </div>
      {open && (
        <section
          id={panelId}
          className="tpl-panel"
          aria-label={`${context}, ${open.label.toLowerCase()}`}
        >
          <header className="tpl-panel__head">
            <h5 className="tpl-panel__title">{open.label}</h5>
            <button
              type="button"
              className="button button--quiet button--small icon-button--danger"
              onClick={() => clear(open)}
            >
              Clear {open.label.toLowerCase()}
            </button>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => close(open)}
            >
              Done
            </button>
          </header>
          {kind === 'item' ? (
            <TemplateItemEditor name={open.name} />
          ) : (
            <FieldSelectorEditor
              name={`${open.name}.fieldSelector`}
              label="Value"
              onRemove={() => clear(open)}
            />
          )}
        </section>
      )}
    </div>
  );
}
