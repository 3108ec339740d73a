import { FieldShell } from '../FieldShell';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { safeLinkHref } from '../../io/safeUrl';

/** A URI, checked as the user types (by the document's validation), with "Open" for http(s). */
export function UriWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  const text = label ?? node.label;
  const href = safeLinkHref(value);
  return (
    <FieldShell
      name={name}
      label={text}
      help={helpOf(node)}
      after={
        href ? (
          <a className="button button--quiet" href={href} target="_blank" rel="noopener noreferrer">
            Open <span className="visually-hidden">{text} in a new tab</span>
          </a>
        ) : null
      }
    >
      {(a11y) => (
        <input
          {...a11y}
          className="input"
          type="text"
          inputMode="url"
          spellCheck={false}
          value={displayText(value)}
          placeholder={node.ui?.placeholder ?? 'https://'}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
        />
      )}
    </FieldShell>
  );
}
