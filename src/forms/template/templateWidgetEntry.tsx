import { preloadable } from '../../ui/preloadable';
import type { WidgetEntry, WidgetProps } from '../widgetTypes';

function TemplateWidgetLoading({ node, label }: WidgetProps) {
  return (
    // Its stylesheet comes with the editor's chunk: nothing here needs it.
    <div role="group" aria-label={label ?? node.label} aria-busy="true">
      <p className="group__loading" role="status">
        Loading the template editor…
      </p>
    </div>
  );
}

/** The template editor is a chunk of its own: most edits never open the card template. */
export const LazyTemplateWidget = preloadable<WidgetProps>(
  () => import('./templateWidget').then((module) => module.TemplateWidget),
  TemplateWidgetLoading,
);

/**
 * Registry entry: fields whose UI asks for the 'template' widget (classTemplateInfo). It handles
 * absence itself: nothing is written until the designer adds a row, a slot or an option.
 */
export const templateWidgetEntry: WidgetEntry = {
  name: 'template',
  test: (node) => node.ui?.widget === 'template',
  Widget: LazyTemplateWidget,
  handlesAbsence: true,
};
