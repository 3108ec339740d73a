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
  /** Shown after the control: an "Open" link, a thumbnail. */
  after?: ReactNode;
  /** Shown under the control and its issues: the languages of a localized twin. */
  below?: ReactNode;
  children: (a11y: ControlA11y) => ReactNode;
}

/**
 * One labelled field: label above, control, inline issues. The help is the control's accessible
 * description and shows as a tip while the field has focus or the pointer (fields.css), so it
 * does not take a line under every field.
 */
export function FieldShell({ name, label, help, after, below, children }: FieldShellProps) {
  const issues = useFieldIssues(name);
  const id = toFieldId(name);
  const helpId = toFieldId(name, 'help');
  const issuesId = toFieldId(name, 'issues');
  const hasError = issues.some((issue) => issue.severity === 'error');
  return (
    <div className={`field${hasError ? ' field--error' : ''}${help ? ' field--help' : ''}`}>
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
        {help ? (
          <p id={helpId} className="field__help" role="tooltip">
            {help}
          </p>
        ) : null}
      </div>
      <FieldIssues id={issuesId} issues={issues} />
      {below}
    </div>
  );
}
