import { toFieldId } from '../fieldPath';
import { helpOf } from '../labelText';
import { useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { safeCssColour } from '../../io/safeColour';
import { ContrastFix } from './ContrastFix';
import { FieldInput } from './FieldInput';
import { toPickerColour } from './colour';

/**
 * A colour: the hex text ('#rgb' or '#rrggbb') after a swatch that is the system picker. An unset
 * colour shows an empty swatch, never the picker's black. A card colour whose text does not read
 * offers the nearest one that does.
 */
export function ColorWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const text = label ?? node.label;
  const colour = safeCssColour(value);
  return (
    <FieldInput
      name={name}
      label={text}
      help={helpOf(node)}
      readOnly={readOnly}
      look={{
        className: 'input input--short input--mono',
        spellCheck: false,
        placeholder: node.ui?.placeholder ?? '#1a73e8',
      }}
      before={
        <span
          className={`swatch${colour ? '' : ' swatch--empty'}`}
          style={colour ? { backgroundColor: colour } : undefined}
        >
          <input
            id={toFieldId(name, 'picker')}
            className="swatch__picker"
            type="color"
            aria-label={`Pick ${text.toLowerCase()}`}
            value={toPickerColour(value)}
            disabled={readOnly}
            onChange={(event) => set(event.target.value)}
          />
        </span>
      }
      below={<ContrastFix name={name} value={value} readOnly={readOnly} onUse={set} />}
    />
  );
}
