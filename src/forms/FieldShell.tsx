import type { ReactNode } from 'react';
import { FieldIssues } from './FieldIssues';
import { toFieldId } from './fieldPath';
import { useFieldIssues } from './useFieldIssues';
import { useTipDismissal } from './useTipDismissal';

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
 * description and shows as a tip under the whole field while its control has focus or the
 * pointer is on its label (fields.css), so it never covers the label, the issues or the
 * languages button; Escape closes it.
 */
export function FieldShell({ name, label, help, after, below, children }: FieldShellProps) {
  const issues = useFieldIssues(name);
  const tip = useTipDismissal(Boolean(help));
  const id = toFieldId(name);
  const helpId = toFieldId(name, 'help');
  const issuesId = toFieldId(name, 'issues');
  const hasError = issues.some((issue) => issue.severity === 'error');
  const classes = [
    'field',
    hasError && 'field--error',
    help && 'field--help',
    tip.closed && 'field--tip-closed',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id} {...tip.label}>
        {label}
      </label>
      <div className="field__control" {...tip.control}>
        {children({
          id,
          'aria-describedby': help ? `${helpId} ${issuesId}` : issuesId,
          'aria-invalid': hasError,
          'data-field': name,
        })}
        {after}
      </div>
      <FieldIssues id={issuesId} issues={issues} />
      {below}
      {help ? (
        <p id={helpId} className="field__help" role="tooltip">
          {help}
        </p>
      ) : null}
    </div>
  );
}
