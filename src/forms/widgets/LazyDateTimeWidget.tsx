import { preloadable } from '../../ui/preloadable';
import { GroupShell } from '../GroupShell';
import { helpOf } from '../labelText';
import type { WidgetProps } from '../widgetTypes';

function DateTimeLoading({ node, name, label }: WidgetProps) {
  return (
    <GroupShell name={name} label={label ?? node.label} help={helpOf(node)}>
      <p className="group__loading" role="status">
        Loading…
      </p>
    </GroupShell>
  );
}

/**
 * Dates and times (their parts, offsets and what a date sets off) are a chunk of their own: no
 * section the editor opens on has one.
 */
export const LazyDateTimeWidget = preloadable<WidgetProps>(
  () => import('./DateTimeWidget').then((module) => module.DateTimeWidget),
  DateTimeLoading,
);
