import { plural } from '../../io/verdict';
import { useState, type KeyboardEvent } from 'react';
import { FieldShell } from '../FieldShell';
import { helpOf, lowerFirst } from '../labelText';
import { ListRow } from '../lists/ListRow';
import { RowTools } from '../lists/RowTools';
import { useListEditor } from '../lists/useListEditor';
import { displayText, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';

/**
 * A list of strings as tokens, on the list engine: type and press Enter or comma to add,
 * Backspace in the empty input removes the last; each token has its Remove tool.
 */
export function TokensWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value] = useFieldValue(name);
  const [draft, setDraft] = useState('');
  const tokens: unknown[] = Array.isArray(value) ? value : [];
  const text = label ?? node.label;
  const item = node.ui?.itemLabel ?? 'Item';
  const list = useListEditor({ name, itemLabel: item, reorder: false, readOnly });
  const add = () => {
    const token = draft.trim();
    if (token === '') return;
    // Typing goes on in the input: focus stays there.
    list.add(token, { focus: false });
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && tokens.length > 0) {
      event.preventDefault();
      list.act('remove', tokens.length - 1, { focus: false });
    }
  };
  return (
    <FieldShell
      name={name}
      label={text}
      help={helpOf(node) ?? `Press Enter or comma to add ${lowerFirst(item)}.`}
    >
      {(a11y) => (
        <div className="tokens">
          <ul
            className="tokens__list"
            aria-label={`${text}: ${plural(tokens.length, 'entry', 'entries')}`}
          >
            {list.keys.map((key, i) => (
              <ListRow
                key={key}
                as="li"
                list={list}
                index={i}
                className="token"
                data-field={`${name}.${i}`}
              >
                <span>{displayText(tokens[i])}</span>
                <RowTools />
              </ListRow>
            ))}
          </ul>
          <input
            {...a11y}
            className="input tokens__input"
            type="text"
            value={draft}
            readOnly={readOnly}
            placeholder={`Add ${lowerFirst(item)}…`}
            data-list-add={list.id}
            onChange={(event) => setDraft(event.target.value.replace(/,/g, ''))}
            onKeyDown={onKeyDown}
            onBlur={add}
          />
        </div>
      )}
    </FieldShell>
  );
}
