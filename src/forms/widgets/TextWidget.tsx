import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/** A single line of text. */
export function TextWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  return (
    <FieldShell name={name} label={label ?? node.label} help={helpOf(node)}>
      {(a11y) => (
        <input
          {...a11y}
          className="input"
          type="text"
          value={displayText(value)}
          placeholder={node.ui?.placeholder}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
        />
      )}
    </FieldShell>
  );
}
