import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FieldIssues } from './FieldIssues';
import { toFieldId } from './fieldPath';
import { focusFirstIn } from './focusFirstIn';
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

/**
 * The group that had the focus when it was replaced by another group of the same field (a list's
 * "+ Add text module" becomes the list of rows; the last row removed brings the button back).
 */
let focusedWhenReplaced: string | null = null;

/**
 * A fieldset for an object or a set of choices: its legend names the group for screen readers.
 * When the group is replaced while it holds the focus, the new one takes it (its first control),
 * so the focus never falls to <body>.
 */
export function GroupShell({ name, label, help, actions, className, children }: GroupShellProps) {
  const issues = useFieldIssues(name);
  const box = useRef<HTMLFieldSetElement>(null);
  const helpId = toFieldId(name, 'help');
  const issuesId = toFieldId(name, 'issues');
  useLayoutEffect(() => {
    const element = box.current;
    if (focusedWhenReplaced === name) {
      focusedWhenReplaced = null;
      if (!element?.contains(document.activeElement)) focusFirstIn(element);
    }
    return () => {
      if (element?.contains(document.activeElement)) focusedWhenReplaced = name;
    };
  }, [name]);
  return (
    <fieldset
      ref={box}
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
