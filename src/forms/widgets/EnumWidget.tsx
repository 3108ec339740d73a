import { enumLabel, sendableValues } from '../../schema';
import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { notSetText } from './defaultText';

const NOT_SET = '';

/**
 * An enumeration as readable choices. A camelCase value from a file shows as its UPPER choice and
 * is written in UPPER once changed; a value that is no spelling at all stays, marked invalid. Of
 * an enumeration with values only Google sets (review status), only what the issuer may send is
 * offered: a value of Google's is shown apart (FromGoogleFields), and the select asks for a choice.
 */
export function EnumWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const info = node.enum;
  const upper = typeof value === 'string' ? info?.toUpper[value] : undefined;
  const unknown =
    value !== undefined && value !== null && upper === undefined ? JSON.stringify(value) : null;
  const offered = info ? sendableValues(info) : [];
  const googles = upper !== undefined && info?.setByGoogle.includes(upper) === true;
  // A value sent but not offered (REVIEW_STATUS_UNSPECIFIED) stays selectable as it is.
  const extra = upper !== undefined && !googles && !offered.includes(upper) ? [upper] : [];
  const selected = googles ? NOT_SET : (upper ?? unknown ?? NOT_SET);
  const words = (v: string) => (info ? enumLabel(info, v) : v);
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
            if (next === NOT_SET && googles) return;
            set(next === NOT_SET ? undefined : next);
          }}
        >
          <option value={NOT_SET}>
            {googles ? `Choose ${offered.map(words).join(' or ')}` : notSetText(node)}
          </option>
          {[...extra, ...offered].map((v) => (
            <option key={v} value={v}>
              {words(v)}
            </option>
          ))}
          {unknown ? <option value={unknown}>{unknown} (not a valid choice)</option> : null}
        </select>
      )}
    </FieldShell>
  );
}
