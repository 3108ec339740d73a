import { pathLabel, type ExportChange } from '../../io';
import { enumLabel, nodeAt, type FieldNode } from '../../schema';

/**
 * A plain sentence for one change export makes, the field named as the editor names it
 * (`root`, the resource's schema tree): "Removed the deprecated field Version". An enumeration's
 * value is named by the label the form's select shows: the JSON beside says the spelling.
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
    case 'enumSpelling': {
      const info = nodeAt(root, change.segments)?.enum;
      const value = String(change.after);
      return `${field}: wrote “${info ? enumLabel(info, value) : value}” in Google’s current spelling, not its legacy one`;
    }
  }
}
