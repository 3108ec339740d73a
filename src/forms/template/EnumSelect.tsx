import { useId } from 'react';
import type { EnumInfo } from '../../schema';
import { FieldIssues } from '../FieldIssues';
import { useOptionalField } from './useOptionalField';

interface EnumSelectProps {
  name: string;
  label: string;
  info: EnumInfo;
  /** The "not set" choice, such as "No date format". */
  emptyLabel: string;
  /** Parents to drop when "not set" leaves them empty. */
  prune?: number;
  className?: string;
}

/** An optional enumeration: readable labels, "not set" removes the key. */
export function EnumSelect({
  name,
  label,
  info,
  emptyLabel,
  prune = 0,
  className,
}: EnumSelectProps) {
  const id = useId();
  const { value, issues, set } = useOptionalField(name, prune);
  const invalid = issues.some((issue) => issue.severity === 'error');
  const raw = typeof value === 'string' ? value : '';
  const upper = info.toUpper[raw] ?? raw;
  const unknown = upper !== '' && !info.values.includes(upper);
  return (
    <div className={['tpl-select', className].filter(Boolean).join(' ')}>
      <label className="tpl-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="tpl-input"
        value={upper}
        aria-invalid={invalid}
        aria-describedby={issues.length > 0 ? `${id}-issues` : undefined}
        onChange={(event) => set(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {unknown && <option value={upper}>{upper} (not a known value)</option>}
        {info.values.map((option) => (
          <option key={option} value={option}>
            {info.labels[option] ?? option}
          </option>
        ))}
      </select>
      {issues.length > 0 && <FieldIssues id={`${id}-issues`} issues={issues} />}
    </div>
  );
}
