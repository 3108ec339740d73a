import { useFormEngine } from '../FormEngineContext';
import { FieldIssues } from '../FieldIssues';
import { toFieldId } from '../fieldPath';
import { helpOf } from '../labelText';
import { useFieldIssues } from '../useFieldIssues';
import { useHelpTip } from '../useHelpTip';
import type { WidgetProps } from '../widgetTypes';
import { LocalizedStringFields } from './LocalizedStringFields';
import { isLocalizedTwin } from '../../schema/localizedTwin';

/**
 * A LocalizedString on its own ("Ticket number label", "Transit operator"): one field like a plain
 * string, its text and a language chip on one row, "+ Add translation" at its label, the
 * translations opening below. A group for screen readers, named by its label; its help shows
 * under the field while one of its inputs has focus (useHelpTip). One that is the twin of a plain
 * string (`localizedHeader` beside `header`) renders nothing here: the plain field shows it
 * behind its languages button.
 */
export function LocalizedStringWidget({ node, name, segments, readOnly, label }: WidgetProps) {
  const { root } = useFormEngine();
  const help = helpOf(node);
  const tip = useHelpTip(Boolean(help));
  const issues = useFieldIssues(name);
  if (isLocalizedTwin(root, segments)) return null;
  const text = label ?? node.label;
  const labelId = toFieldId(name, 'label');
  const helpId = toFieldId(name, 'help');
  const issuesId = toFieldId(name, 'issues');
  const hasError = issues.some((issue) => issue.severity === 'error');
  const classes = [
    'field localized-field',
    hasError && 'field--error',
    help && 'field--help',
    tip.open && 'field--help-open',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      role="group"
      className={classes}
      data-field={name}
      aria-labelledby={labelId}
      aria-describedby={help ? `${helpId} ${issuesId}` : issuesId}
    >
      <span
        id={labelId}
        className="field__label"
        onClick={() => document.getElementById(toFieldId(`${name}.defaultValue.value`))?.focus()}
      >
        {text}
      </span>
      <LocalizedStringFields
        node={node}
        name={name}
        segments={segments}
        readOnly={readOnly}
        of={text}
        dense
        rowProps={tip.control}
      />
      <FieldIssues id={issuesId} issues={issues} />
      {help ? (
        <p id={helpId} className="field__help" role="tooltip">
          {help}
        </p>
      ) : null}
    </div>
  );
}
