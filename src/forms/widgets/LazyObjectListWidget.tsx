import { GroupShell } from '../GroupShell';
import { helpOf } from '../labelText';
import { preloadable } from '../../ui/preloadable';
import type { WidgetProps } from '../widgetTypes';

function ObjectListLoading({ node, name, label }: WidgetProps) {
  return (
    <GroupShell name={name} label={label ?? node.label} help={helpOf(node)} className="group--list">
      <p className="group__loading" role="status">
        Loading…
      </p>
    </GroupShell>
  );
}

/**
 * Lists of objects with drag and drop (dnd-kit) and long-list windowing (TanStack Virtual) are a
 * chunk of their own: no section the editor opens on has one.
 */
export const LazyObjectListWidget = preloadable<WidgetProps>(
  () => import('./ObjectListWidget').then((module) => module.ObjectListWidget),
  ObjectListLoading,
);
