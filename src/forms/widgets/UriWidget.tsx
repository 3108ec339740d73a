import { helpOf } from '../labelText';
import type { WidgetProps } from '../widgetTypes';
import { safeLinkHref } from '../../io/safeUrl';
import { useFieldValue } from '../useFieldValue';
import { FieldInput, type InputLook } from './FieldInput';

/** An input for addresses: no spell check, the URL keyboard. */
export const URI_LOOK: InputLook = { inputMode: 'url', spellCheck: false, placeholder: 'https://' };

/** A URI, checked as the user types (by the document's validation), with "Open" for http(s). */
export function UriWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value] = useFieldValue(name);
  const text = label ?? node.label;
  const href = safeLinkHref(value);
  return (
    <FieldInput
      name={name}
      label={text}
      help={helpOf(node)}
      readOnly={readOnly}
      look={{ ...URI_LOOK, placeholder: node.ui?.placeholder ?? 'https://' }}
      after={
        href ? (
          <a className="button button--quiet" href={href} target="_blank" rel="noopener noreferrer">
            Open <span className="visually-hidden">{text} in a new tab</span>
          </a>
        ) : null
      }
    />
  );
}
