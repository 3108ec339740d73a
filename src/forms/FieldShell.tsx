import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Issue } from '../io/issue';
import { FieldIssues } from './FieldIssues';
import { useAnnouncer } from './formAnnouncer';
import { useFormEngine } from './FormEngineContext';
import { toFieldId, toSegments } from './fieldPath';
import { isRequiredAt } from './isRequiredAt';
import { useFieldIssues } from './useFieldIssues';
import { useHelpTip } from './useHelpTip';

/** The props that tie a control to its label, help and issues. Spread them on the input. */
export interface ControlA11y {
  id: string;
  'aria-describedby': string;
  /** Any error or warning: a screen reader says "invalid" and reads them (the description). */
  'aria-invalid': boolean;
  'aria-required': true | undefined;
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

const said = (issue: Issue) =>
  `${issue.severity === 'error' ? 'Error' : 'Warning'}: ${issue.message}`;

/**
 * The field's new issues, said in the form's live region when typing in its control caused them,
 * once the typing pauses: those it has then that it had not when the typing began. A row just
 * added, or issues of other fields, stay in their place and the issue list. Returns the handlers
 * that tell typing from arriving, for the field's wrapper.
 */
function useIssueNews(id: string, issues: readonly Issue[]) {
  const announcer = useAnnouncer();
  // What the field showed before the typing began; `latest` what it shows now.
  const heard = useRef(issues);
  const latest = useRef(issues);
  const typed = useRef(false);
  useEffect(() => {
    latest.current = issues;
    if (!typed.current || document.activeElement?.id !== id) {
      heard.current = issues;
      return;
    }
    announcer.sayWhenPaused(id, () => {
      const before = new Set(heard.current.map(said));
      heard.current = latest.current;
      return latest.current
        .map(said)
        .filter((text) => !before.has(text))
        .join(' ');
    });
  }, [announcer, id, issues]);
  return {
    onInput: () => void (typed.current = true),
    onBlur: () => void (typed.current = false),
  };
}

/**
 * One labelled field: label above, control, inline issues. The help is the control's accessible
 * description and shows under the whole field, in the form's flow, while its control has focus
 * (useHelpTip), so it covers nothing: not its label, its issues, its languages, nor the next
 * field; Escape closes it.
 */
export function FieldShell({ name, label, help, after, below, children }: FieldShellProps) {
  const issues = useFieldIssues(name);
  const tip = useHelpTip(Boolean(help));
  const id = toFieldId(name);
  const helpId = toFieldId(name, 'help');
  const issuesId = toFieldId(name, 'issues');
  const hasError = issues.some((issue) => issue.severity === 'error');
  const { root } = useFormEngine();
  const required = useMemo(() => isRequiredAt(root, toSegments(name)), [root, name]);
  const news = useIssueNews(id, issues);
  const classes = [
    'field',
    hasError && 'field--error',
    help && 'field--help',
    tip.open && 'field--help-open',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} {...news}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control" {...tip.control}>
        {children({
          id,
          'aria-describedby': help ? `${helpId} ${issuesId}` : issuesId,
          'aria-invalid': issues.length > 0,
          'aria-required': required || undefined,
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
