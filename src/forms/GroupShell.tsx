import type { ReactNode } from 'react';
import { FieldIssues } from './FieldIssues';
import { toFieldId } from './fieldPath';
import { useFieldIssues } from './useFieldIssues';

interface GroupShellProps {
  name: string;
  label: string;
  help?: string | undefined;
  /** Buttons next to the legend ("Remove barcode"). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A fieldset for an object or a set of choices: its legend names the group for screen readers. */
export function GroupShell({ name, label, help, actions, className, children }: GroupShellProps) {
  const issues = useFieldIssues(name);
  const helpId = toFieldId(name, 'help');
  const issuesId = toFieldId(name, 'issues');
  return (
    <fieldset
      className={`group${className ? ' ' + className : ''}`}
      data-field={name}
      aria-describedby={help ? `${helpId} ${issuesId}` : issuesId}
    >
      <legend className="group__legend">{label}</legend>
      {actions ? <div className="group__actions">{actions}</div> : null}
      {help ? (
        <p id={helpId} className="group__help">
          {help}
        </p>
      ) : null}
      <FieldIssues id={issuesId} issues={issues} />
      {children}
    </fieldset>
  );
}
