import { FieldShell } from '../FieldShell';
import { toFieldId } from '../fieldPath';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { safeCssColour } from '../../io/safeColour';
import { toPickerColour } from './colour';

/** A colour: swatch, system picker and the hex text ('#rgb' or '#rrggbb'). */
export function ColorWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const text = label ?? node.label;
  const colour = safeCssColour(value);
  return (
    <FieldShell
      name={name}
      label={text}
      help={helpOf(node)}
      after={
        <input
          id={toFieldId(name, 'picker')}
          className="colour-picker"
          type="color"
          aria-label={`Pick ${text.toLowerCase()}`}
          value={toPickerColour(value)}
          disabled={readOnly}
          onChange={(event) => set(event.target.value)}
        />
      }
    >
      {(a11y) => (
        <span className="colour-field">
          <span
            className={`swatch${colour ? '' : ' swatch--empty'}`}
            aria-hidden="true"
            style={colour ? { backgroundColor: colour } : undefined}
          />
          <input
            {...a11y}
            className="input input--short input--mono"
            type="text"
            spellCheck={false}
            value={displayText(value)}
            placeholder="#1a73e8"
            readOnly={readOnly}
            onChange={(event) => set(emptyToUndefined(event.target.value))}
          />
        </span>
      )}
    </FieldShell>
  );
}
