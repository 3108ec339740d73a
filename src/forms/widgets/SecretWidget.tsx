import { useLayoutEffect, useRef, useState } from 'react';
import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/**
 * A secret (TOTP key): masked until the user reveals it; never logged or shown elsewhere. The
 * input is uncontrolled and its text is set as the `value` property only: React mirrors a
 * controlled `value` (and `defaultValue`) into the `value` attribute, which puts the key in the
 * page's markup for anything that reads `outerHTML`.
 */
export function SecretWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const [revealed, setRevealed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const text = label ?? node.label;
  const shown = displayText(value);
  useLayoutEffect(() => {
    const element = input.current;
    // Only outside changes (undo, the JSON view): the user's own typing is already there.
    if (element && element.value !== shown) element.value = shown;
  }, [shown]);
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
          onClick={() => setRevealed((isShown) => !isShown)}
        >
          {revealed ? 'Hide' : 'Show'} <span className="visually-hidden">{text}</span>
        </button>
      }
    >
      {(a11y) => (
        <input
          {...a11y}
          ref={input}
          className="input input--mono"
          type={revealed ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
        />
      )}
    </FieldShell>
  );
}
