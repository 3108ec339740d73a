import type { FieldNode } from '../schema';
import { FieldWidget } from './FieldWidget';
import { useFormEngine } from './FormEngineContext';
import { OptionalObject } from './OptionalObject';
import { toName, type Segments } from './fieldPath';
import { resolveWidget } from './resolveWidget';

interface FieldProps {
  node: FieldNode;
  segments: Segments;
  label?: string | undefined;
}

/** One field of the document: its widget, and for an optional object the "Add x" step first. */
export function Field({ node, segments, label }: FieldProps) {
  const { widgets } = useFormEngine();
  const entry = resolveWidget(widgets, node);
  const widget = <FieldWidget node={node} segments={segments} label={label} />;
  if (node.kind !== 'object' || node.required || entry.handlesAbsence) return widget;
  return (
    <OptionalObject node={node} name={toName(segments)} label={label ?? node.label}>
      {widget}
    </OptionalObject>
  );
}
