import type { ExportChange } from '../../io';

const fieldOf = ({ segments, path }: ExportChange) => {
  const last = segments.at(-1);
  return typeof last === 'string' ? last : path;
};

/** A plain sentence for one change export makes: "Removed deprecated field version". */
export function describeExportChange(change: ExportChange): string {
  const field = fieldOf(change);
  switch (change.kind) {
    case 'deprecated':
      return `Removed deprecated field ${field}`;
    case 'null':
      return `Dropped null ${field}`;
    case 'textModuleRule':
      return `Dropped ${field} (both localized forms present)`;
    case 'enumSpelling':
      return `Wrote ${String(change.after)} instead of ${String(change.before)}`;
  }
}

/** A value as short JSON for the before/after columns, cut at `max` characters. */
export function previewValue(value: unknown, max = 60): string {
  const text = value === undefined ? '(absent)' : (JSON.stringify(value) ?? `(${typeof value})`);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
