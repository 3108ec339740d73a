import './segmented.css';
import { useId, type ReactNode } from 'react';

interface SegmentedProps<T extends string> {
  legend: string;
  /** Each option's value and what its segment says. */
  options: readonly (readonly [T, ReactNode])[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  /** The legend names the group for assistive technology only (the options say enough). */
  hideLegend?: boolean;
}

/** A row of radio buttons that looks like a segmented control: arrow keys move, as radios do. */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
  hideLegend = false,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className={`segmented-radios ${className ?? ''}`}>
      <legend className={hideLegend ? 'visually-hidden' : 'segmented-radios__legend'}>
        {legend}
      </legend>
      {options.map(([option, label]) => (
        <label key={option} className="segmented-radios__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
