import type { KeyboardEvent, MouseEvent } from 'react';
import { issuerIdOf } from '../../io/issuerIdOf';
import { nodeAt } from '../../schema';
import { useFormEngine } from '../FormEngineContext';
import { focusWhenRendered } from '../focusWhenRendered';
import { toFieldId, toName } from '../fieldPath';
import { helpOf } from '../labelText';
import { useDocumentValue } from '../useDocumentValue';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { InputField, type InputLook } from './FieldInput';

type IssuerPrefixInputProps = WidgetProps & { look?: InputLook | undefined; from: string };

/**
 * A text field that, while empty, offers the issuer prefix ("3388000000012345678.") of the
 * sibling ID `from` (ui.suggestIssuerFrom): as its placeholder, and under it as a button that
 * says where the prefix comes from. → in the empty field or the button takes it, one write (one
 * undo step, or part of the run typed after it), with the caret after the dot.
 */
export function IssuerPrefixInput({
  node,
  name,
  segments,
  readOnly,
  label,
  look,
  from,
}: IssuerPrefixInputProps) {
  const { root } = useFormEngine();
  const [value, set] = useFieldValue(name);
  const source = [...segments.slice(0, -1), from];
  const issuer = issuerIdOf(useDocumentValue(toName(source)));
  const text = displayText(value);
  const prefix = !readOnly && text === '' && issuer !== undefined ? `${issuer}.` : undefined;
  const noteId = toFieldId(name, 'suggestion');

  const accept = () => set(prefix);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!prefix || event.key !== 'ArrowRight' || event.altKey || event.ctrlKey || event.metaKey)
      return;
    event.preventDefault();
    accept();
  };
  const onUse = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes with the suggestion: the focus goes on typing in the field.
    const page = event.currentTarget.getRootNode() as Document | ShadowRoot;
    accept();
    focusWhenRendered(() => page.getElementById(toFieldId(name)), { block: 'nearest' });
  };

  return (
    <InputField
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      readOnly={readOnly}
      look={{ ...look, placeholder: prefix ?? node.ui?.placeholder }}
      text={text}
      onText={(next) => set(emptyToUndefined(next))}
      onKeyDown={onKeyDown}
      describedBy={prefix ? noteId : undefined}
      below={
        prefix ? (
          <p id={noteId} className="field__note field__suggestion">
            <button type="button" className="button button--quiet button--small" onClick={onUse}>
              Use {prefix}
            </button>{' '}
            from the {nodeAt(root, source)?.label ?? from}, or press <kbd aria-hidden="true">→</kbd>
            <span className="visually-hidden">Right Arrow</span>
          </p>
        ) : null
      }
    />
  );
}
