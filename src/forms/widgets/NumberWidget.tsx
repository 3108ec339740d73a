import { useState } from 'react';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { InputField } from './FieldInput';
import { numberText, parseNumberText } from './numberText';

/** An integer or a decimal number; text that is no number stays visible with its error. */
export function NumberWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const [text, setText] = useState(() => numberText(value));
  const [shown, setShown] = useState(value);
  // A new value from elsewhere (reset, import, undo) replaces the text; "1." typed here stays.
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(parseNumberText(text), value)) setText(numberText(value));
  }
  return (
    <InputField
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      readOnly={readOnly}
      look={{
        className: 'input input--short',
        inputMode: node.kind === 'integer' ? 'numeric' : 'decimal',
      }}
      text={text}
      onText={(typed) => {
        setText(typed);
        const next = parseNumberText(typed);
        setShown(next);
        set(next);
      }}
    />
  );
}
