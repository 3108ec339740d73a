import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { LANGUAGE_LIST_ID } from './languageTags';

/** A BCP 47 language tag, with common tags suggested. */
export function LanguageTagWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  return (
    <FieldShell name={name} label={label ?? node.label} help={helpOf(node)}>
      {(a11y) => (
        <input
          {...a11y}
          className="input input--short"
          type="text"
          list={LANGUAGE_LIST_ID}
          autoComplete="off"
          spellCheck={false}
          value={displayText(value)}
          placeholder={node.ui?.placeholder ?? 'en-US'}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
        />
      )}
    </FieldShell>
  );
}
