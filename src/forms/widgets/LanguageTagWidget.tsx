import { helpOf } from '../labelText';
import type { WidgetProps } from '../widgetTypes';
import { FieldInput, type InputLook } from './FieldInput';
import { LANGUAGE_LIST_ID } from './languageTags';

/** A short input that suggests common BCP 47 tags. */
export const LANGUAGE_LOOK: InputLook = {
  className: 'input input--short',
  list: LANGUAGE_LIST_ID,
  autoComplete: 'off',
  spellCheck: false,
  placeholder: 'en-US',
};

/** A BCP 47 language tag, with common tags suggested. */
export function LanguageTagWidget({ node, name, readOnly, label }: WidgetProps) {
  return (
    <FieldInput
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      readOnly={readOnly}
      look={{ ...LANGUAGE_LOOK, placeholder: node.ui?.placeholder ?? 'en-US' }}
    />
  );
}
