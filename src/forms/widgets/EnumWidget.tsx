import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { notSetText } from './defaultText';

const NOT_SET = '';

/**
 * An enumeration as readable choices. A camelCase value from a file shows as its UPPER choice and
 * is written in UPPER once changed; a value that is no spelling at all stays, marked invalid. A
 * value only Google sets (an approved class) shows when it is there, and is never offered.
 */
export function EnumWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const info = node.enum;
  const values = info?.values ?? [];
  const upper = typeof value === 'string' ? info?.toUpper[value] : undefined;
  const unknown =
    value !== undefined && value !== null && upper === undefined ? JSON.stringify(value) : null;
  const selected = upper ?? unknown ?? NOT_SET;
  return (
    <FieldShell name={name} label={label ?? node.label} help={helpOf(node)}>
      {(a11y) => (
        <select
          {...a11y}
          className="input select"
          value={selected}
          disabled={readOnly}
          onChange={(event) => {
            const next = event.target.value;
            if (next === unknown) return;
            set(next === NOT_SET ? undefined : next);
          }}
        >
          <option value={NOT_SET}>{notSetText(node)}</option>
          {values.map((v) => {
            const googles = info?.setByGoogle.includes(v) === true;
            return (
              <option key={v} value={v} disabled={googles}>
                {info?.labels[v] ?? v}
                {googles ? ' (set by Google)' : ''}
              </option>
            );
          })}
          {unknown ? <option value={unknown}>{unknown} (not a valid choice)</option> : null}
        </select>
      )}
    </FieldShell>
  );
}
