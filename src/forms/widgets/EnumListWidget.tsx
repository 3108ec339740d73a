import { GroupShell } from '../GroupShell';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/** A list of enumeration values (NFC constraints) as checkboxes; none checked means "not set". */
export function EnumListWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const info = node.element?.enum;
  const list: unknown[] = Array.isArray(value) ? value : [];
  const upper = (v: unknown) => (typeof v === 'string' ? info?.toUpper[v] : undefined);
  const toggle = (choice: string, on: boolean) => {
    const rest = list.filter((v) => upper(v) !== choice);
    const next = on ? [...rest, choice] : rest;
    set(next.length > 0 ? next : undefined);
  };
  return (
    <GroupShell
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      className="group--choice"
    >
      <div className="checks">
        {(info?.values ?? []).map((choice) => (
          <label key={choice} className="check">
            <input
              type="checkbox"
              checked={list.some((v) => upper(v) === choice)}
              disabled={readOnly}
              onChange={(event) => toggle(choice, event.target.checked)}
            />
            <span>{info?.labels[choice] ?? choice}</span>
          </label>
        ))}
      </div>
    </GroupShell>
  );
}
