import { useFormEngine } from '../FormEngineContext';
import { toName } from '../fieldPath';
import { helpOf } from '../labelText';
import type { WidgetProps } from '../widgetTypes';
import { FieldInput, InputField, type InputLook } from './FieldInput';
import { IssuerPrefixInput } from './IssuerPrefixInput';
import { LocalizedTwin } from './LocalizedTwin';
import { localizedTwinOf } from '../../schema/localizedTwin';
import { useTwinText } from './useTwinText';

type TextInputProps = WidgetProps & { look?: InputLook; multiline?: boolean };

/**
 * The control of a string the schema pairs with a localized twin: it edits what Google shows (the
 * twin's default once the twin exists, see useTwinText), with the twin's languages under it.
 */
function TwinTextInput({
  node,
  name,
  segments,
  readOnly,
  label,
  look,
  multiline,
  twinKey,
}: TextInputProps & { twinKey: string }) {
  const text = label ?? node.label;
  const twin = useTwinText(name, toName([...segments.slice(0, -1), twinKey]));
  return (
    <InputField
      name={name}
      label={text}
      help={helpOf(node)}
      readOnly={readOnly}
      multiline={multiline}
      look={{ placeholder: node.ui?.placeholder, ...look }}
      text={twin.text}
      onText={twin.onText}
      below={
        <>
          {twin.plainDiffers !== undefined ? (
            <p className="twin__note">
              Google shows the text above, the default language’s. The plain {text.toLowerCase()}{' '}
              reads “{twin.plainDiffers}”{readOnly ? '.' : '; typing here sets both.'}
            </p>
          ) : null}
          <LocalizedTwin segments={segments} of={text} readOnly={readOnly} />
        </>
      }
    />
  );
}

/**
 * A single line of text (or several, `multiline`). A string the schema pairs with a localized
 * twin (`header`, `localizedHeader`) is one control with the twin's languages under it; one that
 * suggests a sibling's issuer prefix (ui.suggestIssuerFrom) offers it while empty.
 */
export function TextInput(props: TextInputProps) {
  const { root } = useFormEngine();
  const twin = localizedTwinOf(root, props.segments);
  if (twin) return <TwinTextInput {...props} twinKey={twin.key} />;
  const { node, name, readOnly, label, look, multiline } = props;
  const from = node.ui?.suggestIssuerFrom;
  if (from !== undefined && !multiline) return <IssuerPrefixInput {...props} from={from} />;
  return (
    <FieldInput
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      readOnly={readOnly}
      multiline={multiline}
      look={{ placeholder: node.ui?.placeholder, ...look }}
    />
  );
}

/** A single line of text. */
export function TextWidget(props: WidgetProps) {
  return <TextInput {...props} />;
}
