import { GroupShell } from '../GroupShell';
import { toFieldId } from '../fieldPath';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { notSetText } from './defaultText';

type Choice = 'unset' | 'yes' | 'no';

const choiceOf = (value: unknown): Choice | null =>
  value === true
    ? 'yes'
    : value === false
      ? 'no'
      : value === undefined || value === null
        ? 'unset'
        : null;

/** Yes / No, plus "Not set" for an optional field (left out of the document). */
export function BooleanWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const current = choiceOf(value);
  const group = toFieldId(name);
  const choices: [Choice, string, unknown][] = [
    ...(node.required ? [] : [['unset', notSetText(node), undefined] as [Choice, string, unknown]]),
    ['yes', 'Yes', true],
    ['no', 'No', false],
  ];
  return (
    <GroupShell
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      className="group--choice"
    >
      <div className="segmented">
        {choices.map(([choice, text, written]) => (
          <label key={choice} className="segmented__option">
            <input
              type="radio"
              name={group}
              checked={current === choice}
              disabled={readOnly}
              onChange={() => set(written)}
            />
            <span>{text}</span>
          </label>
        ))}
      </div>
      {current === null ? (
        <p className="field__help">Current value: {JSON.stringify(value)}</p>
      ) : null}
    </GroupShell>
  );
}
