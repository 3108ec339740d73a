import type { ReactNode } from 'react';
import { FieldIssues } from './FieldIssues';
import { toFieldId } from './fieldPath';
import { useFieldIssues } from './useFieldIssues';

/** The props that tie a control to its label, help and issues. Spread them on the input. */
export interface ControlA11y {
  id: string;
  'aria-describedby': string;
  'aria-invalid': boolean;
  'data-field': string;
}

interface FieldShellProps {
  name: string;
  label: string;
  help?: string | undefined;
  /** Shown after the control: an "Open" link, a swatch, a thumbnail. */
  after?: ReactNode;
  children: (a11y: ControlA11y) => ReactNode;
}

/** One labelled field: label above, control, help, inline issues. */
export function FieldShell({ name, label, help, after, children }: FieldShellProps) {
  const issues = useFieldIssues(name);
  const id = toFieldId(name);
  const helpId = toFieldId(name, 'help');
  const issuesId = toFieldId(name, 'issues');
  const hasError = issues.some((issue) => issue.severity === 'error');
  return (
    <div className={`field${hasError ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {children({
          id,
          'aria-describedby': help ? `${helpId} ${issuesId}` : issuesId,
          'aria-invalid': hasError,
          'data-field': name,
        })}
        {after}
      </div>
      {help ? (
        <p id={helpId} className="field__help">
          {help}
        </p>
      ) : null}
      <FieldIssues id={issuesId} issues={issues} />
    </div>
  );
}
