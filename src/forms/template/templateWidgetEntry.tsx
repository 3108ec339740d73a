import { preloadable } from '../../ui/preloadable';
import type { WidgetEntry, WidgetProps } from '../widgetTypes';
import './template.css';

function TemplateWidgetLoading({ node, label }: WidgetProps) {
  return (
    <fieldset className="tpl" aria-label={label ?? node.label} aria-busy="true" disabled>
      <p className="group__loading" role="status">
        Loading the template editor…
      </p>
    </fieldset>
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
