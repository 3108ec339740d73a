import { pathLabel, type ExportChange } from '../../io';
import type { FieldNode } from '../../schema';

/**
 * A plain sentence for one change export makes, the field named as the editor names it
 * (`root`, the resource's schema tree): "Removed the deprecated field Version".
 */
export function describeExportChange(change: ExportChange, root: FieldNode): string {
  const field = pathLabel(root, change.segments);
  switch (change.kind) {
    case 'deprecated':
      return `Removed the deprecated field ${field}`;
    case 'null':
      return `Left out ${field}: it is null`;
    case 'textModuleRule':
      return `Dropped ${field} (both localized forms present)`;
    case 'enumSpelling':
      // The JSON's own spelling, shown beside the JSON it is written into.
      return `${field}: wrote ${String(change.after)} instead of ${String(change.before)}`;
  }
}
