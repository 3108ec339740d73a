import type { FieldNode } from '../schema';
import { useFormEngine } from './FormEngineContext';
import { toName, type Segments } from './fieldPath';
import { resolveWidget } from './resolveWidget';

interface FieldWidgetProps {
  node: FieldNode;
  segments: Segments;
  label?: string | undefined;
}

/** The registry's widget for one node, without the "Add x" wrapper of optional objects. */
export function FieldWidget({ node, segments, label }: FieldWidgetProps) {
  const { widgets, kind, readOnly } = useFormEngine();
  const { Widget } = resolveWidget(widgets, node);
  return (
    <Widget
      node={node}
      name={toName(segments)}
      segments={segments}
      kind={kind}
      readOnly={readOnly}
      {...(label === undefined ? {} : { label })}
    />
  );
}
