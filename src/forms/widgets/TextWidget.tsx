import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

interface TextInputProps extends WidgetProps {
  className?: string;
  inputMode?: 'text' | 'numeric';
}

/** A single-line input bound to its field: emptied means "not set", wrong types stay visible. */
export function TextInput({
  node,
  name,
  readOnly,
  label,
  className = 'input',
  inputMode,
}: TextInputProps) {
  const [value, set] = useFieldValue(name);
  return (
    <FieldShell name={name} label={label ?? node.label} help={helpOf(node)}>
      {(a11y) => (
        <input
          {...a11y}
          className={className}
          type="text"
          inputMode={inputMode}
          value={displayText(value)}
          placeholder={node.ui?.placeholder}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
        />
      )}
    </FieldShell>
  );
}

/** A single line of text. */
export function TextWidget(props: WidgetProps) {
  return <TextInput {...props} />;
}
