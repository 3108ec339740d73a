import { GroupShell } from '../GroupShell';
import { ObjectFields } from '../ObjectFields';
import { helpOf } from '../labelText';
import type { WidgetProps } from '../widgetTypes';

/** A latitude/longitude pair side by side; each number shows its bounds. */
export function LatLongWidget({ node, name, segments, label }: WidgetProps) {
  return (
    <GroupShell
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      className="group--inline"
    >
      <div className="pair">
        <ObjectFields nodes={node.children ?? []} parent={segments} />
      </div>
    </GroupShell>
  );
}
