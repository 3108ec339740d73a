import type { InputHTMLAttributes, KeyboardEventHandler, ReactNode } from 'react';
import { FieldShell } from '../FieldShell';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';

/** What sets one input apart from another: its look, keyboard and suggestions. */
export type InputLook = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'type' | 'inputMode' | 'list' | 'autoComplete' | 'spellCheck' | 'placeholder'
>;

interface InputFieldProps {
  name: string;
  label: string;
  help?: string | undefined;
  readOnly?: boolean | undefined;
  look?: InputLook | undefined;
  multiline?: boolean | undefined;
  /** Inside the control row, before the input: a colour swatch. */
  before?: ReactNode;
  /** Inside the control row, after the input: an "Open" link, a picker. */
  after?: ReactNode;
  /** Under the control: the languages of a localized twin, a suggestion. */
  below?: ReactNode;
  /** The id of more text that describes the control (a suggestion under it), after its help. */
  describedBy?: string | undefined;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement> | undefined;
  text: string;
  onText: (text: string) => void;
}

/**
 * The one labelled text input of the form: label, input (or textarea), help and issues. Every
 * single-value widget is this with its own look; the value binding is the caller's.
 */
export function InputField({
  name,
  label,
  help,
  readOnly,
  look = {},
  multiline,
  before,
  after,
  below,
  describedBy,
  onKeyDown,
  text,
  onText,
}: InputFieldProps) {
  const { className = 'input', placeholder, ...rest } = look;
  return (
    <FieldShell name={name} label={label} help={help} after={after} below={below}>
      {(shell) => {
        const a11y = describedBy
          ? { ...shell, 'aria-describedby': `${shell['aria-describedby']} ${describedBy}` }
          : shell;
        const control = multiline ? (
          <textarea
            {...a11y}
            className={`${className} input--multiline`}
            rows={3}
            value={text}
            placeholder={placeholder}
            readOnly={readOnly}
            onChange={(event) => onText(event.target.value)}
          />
        ) : (
          <input
            {...a11y}
            type="text"
            {...rest}
            className={className}
            value={text}
            placeholder={placeholder}
            readOnly={readOnly}
            onKeyDown={onKeyDown}
            onChange={(event) => onText(event.target.value)}
          />
        );
        return before ? (
          <span className="input-with-lead">
            {before}
            {control}
          </span>
        ) : (
          control
        );
      }}
    </FieldShell>
  );
}

type FieldInputProps = Omit<InputFieldProps, 'text' | 'onText'> & {
  /** Called after every change, with the value written. */
  onWritten?: ((value: string | undefined) => void) | undefined;
};

/** InputField bound to its path: an emptied input means "not set"; wrong types stay visible. */
export function FieldInput({ onWritten, ...props }: FieldInputProps) {
  const [value, set] = useFieldValue(props.name);
  return (
    <InputField
      {...props}
      text={displayText(value)}
      onText={(text) => {
        const next = emptyToUndefined(text);
        set(next);
        onWritten?.(next);
      }}
    />
  );
}
