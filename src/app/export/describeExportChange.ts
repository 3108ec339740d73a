import type { ExportChange } from '../../io';
// Short JSON for the before/after columns; the change list of src/studio uses it too.
export { previewValue } from '../../io/describeValue';

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
