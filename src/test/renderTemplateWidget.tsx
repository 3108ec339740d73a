import userEvent from '@testing-library/user-event';
import { TemplateWidget } from '../forms/template/templateWidget';
import { introspect, nodeAt, resourceSchemas, type ResourceKind } from '../schema';
import { mountInStudio } from './mountInStudio';

const templatePaths: Record<ResourceKind, readonly string[]> = {
  transitClass: ['classTemplateInfo'],
  offerClass: ['classTemplateInfo'],
  offerObject: ['classReference', 'classTemplateInfo'],
};

/** Test harness: the template widget alone, as the editor mounts it. `values()` is the document. */
export function renderTemplateWidget(
  kind: ResourceKind,
  document: Record<string, unknown> = {},
  { readOnly = false } = {},
) {
  const segments = templatePaths[kind];
  const node = nodeAt(introspect(resourceSchemas[kind]), segments);
  if (!node) throw new Error(`No ${segments.join('.')} in the ${kind} schema`);
  const user = userEvent.setup();
  const { studio, ...view } = mountInStudio(
    kind,
    document,
    <TemplateWidget
      node={node}
      name={segments.join('.')}
      segments={segments}
      kind={kind}
      readOnly={readOnly}
    />,
    { readOnly },
  );
  const values = () => studio().snapshots.get().document as Record<string, unknown>;
  /** Changes the document from outside the widget, as another section of the form would. */
  const setValue = (name: string, value: unknown) => studio().snapshots.write(name, value);
  return { ...view, user, values, setValue };
}
