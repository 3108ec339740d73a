import { FieldShell } from '../FieldShell';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import { LANGUAGE_LIST_ID } from './languageTags';

interface BoundInputProps {
  name: string;
  label: string;
  help?: string | undefined;
  language?: boolean;
  multiline?: boolean;
  readOnly?: boolean | undefined;
  /** Called after every change, with the value written. */
  onWritten?: (value: string | undefined) => void;
}

/** A text input bound to one path, for composite widgets (localized strings, images). */
export function BoundInput({
  name,
  label,
  help,
  language,
  multiline,
  readOnly,
  onWritten,
}: BoundInputProps) {
  const [value, set] = useFieldValue(name);
  const write = (text: string) => {
    const next = emptyToUndefined(text);
    set(next);
    onWritten?.(next);
  };
  return (
    <FieldShell name={name} label={label} help={help}>
      {(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            className="input input--multiline"
            rows={3}
            value={displayText(value)}
            readOnly={readOnly}
            onChange={(event) => write(event.target.value)}
          />
        ) : (
          <input
            {...a11y}
            className={language ? 'input input--short' : 'input'}
            type="text"
            list={language ? LANGUAGE_LIST_ID : undefined}
            autoComplete={language ? 'off' : undefined}
            placeholder={language ? 'en-US' : undefined}
            value={displayText(value)}
            readOnly={readOnly}
            onChange={(event) => write(event.target.value)}
          />
        )
      }
    </FieldShell>
  );
}
