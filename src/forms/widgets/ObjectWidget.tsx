import { GroupShell } from '../GroupShell';
import { ObjectFields } from '../ObjectFields';
import { helpOf } from '../labelText';
import type { WidgetProps } from '../widgetTypes';

/** Any object: its fields in a titled group. */
export function ObjectWidget({ node, name, segments, label }: WidgetProps) {
  return (
    <GroupShell name={name} label={label ?? node.label} help={helpOf(node)}>
      <ObjectFields nodes={node.children ?? []} parent={segments} />
    </GroupShell>
  );
}
