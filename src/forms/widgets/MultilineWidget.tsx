import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/** Several lines of text: bodies, details, comments. */
export function MultilineWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  return (
    <FieldShell name={name} label={label ?? node.label} help={helpOf(node)}>
      {(a11y) => (
        <textarea
          {...a11y}
          className="input input--multiline"
          rows={3}
          value={displayText(value)}
          placeholder={node.ui?.placeholder}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
        />
      )}
    </FieldShell>
  );
}
