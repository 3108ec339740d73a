import { toFieldId } from '../fieldPath';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/** A stored value as words: "Yes", "No", the text, or each leaf of an object. */
function describe(value: unknown): string {
  if (value === undefined || value === null) return 'Nothing yet';
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const leaves = Object.values(value).filter((v) => v !== undefined && v !== null);
    return leaves.length > 0 ? leaves.map(describe).join(' · ') : 'Nothing yet';
  }
  return JSON.stringify(value) ?? '';
}

/**
 * A field Google sets (`ui.setByGoogle`: Has users, Review comments): its value as text, with no
 * control to change it, in the section's "From Google" group. An imported value is kept as it is.
 */
export function GoogleSetWidget({ node, name, label }: WidgetProps) {
  const [value] = useFieldValue(name);
  const labelId = toFieldId(name, 'label');
  const helpId = toFieldId(name, 'help');
  return (
    <div
      className="field field--google-set"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={helpId}
      data-field={name}
    >
      <span id={labelId} className="field__label">
        {label ?? node.label}
      </span>
      <span className="field__value">{describe(value)}</span>
      <p id={helpId} className="visually-hidden">
        {helpOf(node)}
      </p>
    </div>
  );
}
