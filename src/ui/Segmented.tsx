import './segmented.css';
import './visuallyHidden.css';
import { useId, type ReactNode } from 'react';

interface SegmentedProps<T extends string> {
  /** Names the group; without it the group is named by what holds it (a field's fieldset). */
  legend?: string;
  /** Each option's value, what its segment shows and, where that is terse ("2"), its full name. */
  options: readonly (readonly [T, ReactNode, string?])[];
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
  /** The legend names the group for assistive technology only (the options say enough). */
  hideLegend?: boolean;
  disabled?: boolean;
  /** data-* attributes for the group (the toolbar's data-fit). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * Two to four choices side by side, the chosen one lit: radio buttons, so Tab reaches the group
 * once and the arrow keys choose.
 */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
  hideLegend = false,
  disabled,
  ...data
}: SegmentedProps<T>) {
  const name = useId();
  const radios = (
    <span className="segmented__options">
      {options.map(([option, label, full]) => (
        <label key={option} className="segmented__option" title={full}>
          <input
            type="radio"
            name={name}
            value={option}
            aria-label={full}
            checked={value === option}
            disabled={disabled}
            onChange={() => onChange(option)}
          />
          <span>{label}</span>
        </label>
      ))}
    </span>
  );
  const classes = `segmented${className ? ` ${className}` : ''}`;
  if (legend === undefined)
    return (
      <div className={classes} {...data}>
        {radios}
      </div>
    );
  return (
    <fieldset className={classes} {...data}>
      <legend className={hideLegend ? 'visually-hidden' : 'segmented__legend'}>{legend}</legend>
      {radios}
    </fieldset>
  );
}
