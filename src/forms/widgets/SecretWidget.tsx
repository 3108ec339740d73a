import { useState } from 'react';
import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/** A secret (TOTP key): masked until the user reveals it; never logged or shown elsewhere. */
export function SecretWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const [revealed, setRevealed] = useState(false);
  const text = label ?? node.label;
  return (
    <FieldShell
      name={name}
      label={text}
      help={helpOf(node)}
      after={
        <button
          type="button"
          className="button button--quiet"
          aria-pressed={revealed}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? 'Hide' : 'Show'} <span className="visually-hidden">{text}</span>
        </button>
      }
    >
      {(a11y) => (
        <input
          {...a11y}
          className="input input--mono"
          type={revealed ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={displayText(value)}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
        />
      )}
    </FieldShell>
  );
}
