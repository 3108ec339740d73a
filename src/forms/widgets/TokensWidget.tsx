import { useState, type KeyboardEvent } from 'react';
import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/** A list of strings as tokens: type and press Enter or comma to add, Backspace removes the last. */
export function TokensWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const [draft, setDraft] = useState('');
  const tokens: unknown[] = Array.isArray(value) ? value : [];
  const text = label ?? node.label;
  const item = node.ui?.itemLabel ?? 'item';
  const write = (next: unknown[]) => set(next.length > 0 ? next : undefined);
  const add = () => {
    const token = draft.trim();
    if (token === '') return;
    write([...tokens, token]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && tokens.length > 0) {
      event.preventDefault();
      write(tokens.slice(0, -1));
    }
  };
  return (
    <FieldShell
      name={name}
      label={text}
      help={helpOf(node) ?? `Press Enter or comma to add ${item.toLowerCase()}.`}
    >
      {(a11y) => (
        <div className="tokens">
          <ul
            className="tokens__list"
            aria-label={`${text}: ${tokens.length} ${tokens.length === 1 ? 'entry' : 'entries'}`}
          >
            {tokens.map((token, i) => (
              <li key={`${i}-${displayText(token)}`} className="token" data-field={`${name}.${i}`}>
                <span>{displayText(token)}</span>
                {readOnly ? null : (
                  <button
                    type="button"
                    className="token__remove"
                    aria-label={`Remove ${displayText(token)}`}
                    onClick={() => write(tokens.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
          <input
            {...a11y}
            className="input tokens__input"
            type="text"
            value={draft}
            readOnly={readOnly}
            placeholder={`Add ${item.toLowerCase()}…`}
            onChange={(event) => setDraft(event.target.value.replace(/,/g, ''))}
            onKeyDown={onKeyDown}
            onBlur={add}
          />
        </div>
      )}
    </FieldShell>
  );
}
