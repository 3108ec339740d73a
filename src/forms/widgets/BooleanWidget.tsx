import { Segmented } from '../../ui/Segmented';
import { GroupShell } from '../GroupShell';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { notSetText } from './defaultText';

type Choice = 'unset' | 'yes' | 'no';

const written = { unset: undefined, yes: true, no: false } as const;

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
  const choices: (readonly [Choice, string])[] = [
    ...(node.required ? [] : [['unset', notSetText(node)] as const]),
    ['yes', 'Yes'],
    ['no', 'No'],
  ];
  return (
    <GroupShell
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      className="group--choice"
    >
      <Segmented
        options={choices}
        value={current}
        disabled={readOnly}
        onChange={(choice) => set(written[choice])}
      />
      {current === null ? (
        <p className="field__help">Current value: {JSON.stringify(value)}</p>
      ) : null}
    </GroupShell>
  );
}
