import { helpOf } from '../labelText';
import type { WidgetProps } from '../widgetTypes';
import { FieldInput, type InputLook } from './FieldInput';
import { LocalizedTwin } from './LocalizedTwin';

/**
 * A single line of text (or several, `multiline`). A string the schema pairs with a localized
 * twin (`header`, `localizedHeader`) carries the twin's languages under it: one control.
 */
export function TextInput({
  node,
  name,
  segments,
  readOnly,
  label,
  look,
  multiline,
}: WidgetProps & { look?: InputLook; multiline?: boolean }) {
  const text = label ?? node.label;
  return (
    <FieldInput
      name={name}
      label={text}
      help={helpOf(node)}
      readOnly={readOnly}
      multiline={multiline}
      look={{ placeholder: node.ui?.placeholder, ...look }}
      below={<LocalizedTwin segments={segments} of={text} readOnly={readOnly} />}
    />
  );
}

/** A single line of text. */
export function TextWidget(props: WidgetProps) {
  return <TextInput {...props} />;
}
