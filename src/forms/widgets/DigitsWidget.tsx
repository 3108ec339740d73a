import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/** A number written as a string of digits (int64 in JSON), such as TOTP periodMillis. */
export function DigitsWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  return (
    <FieldShell name={name} label={label ?? node.label} help={helpOf(node)}>
      {(a11y) => (
        <input
          {...a11y}
          className="input input--short"
          type="text"
          inputMode="numeric"
          value={displayText(value)}
          placeholder={node.ui?.placeholder}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
        />
      )}
    </FieldShell>
  );
}
