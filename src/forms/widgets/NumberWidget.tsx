import { useState } from 'react';
import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
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
    <FieldShell name={name} label={label ?? node.label} help={helpOf(node)}>
      {(a11y) => (
        <input
          {...a11y}
          className="input input--short"
          type="text"
          inputMode={node.kind === 'integer' ? 'numeric' : 'decimal'}
          value={text}
          readOnly={readOnly}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseNumberText(event.target.value);
            setShown(next);
            set(next);
          }}
        />
      )}
    </FieldShell>
  );
}
