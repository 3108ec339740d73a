import type { FieldNode } from '../../schema';
import { FieldWidget } from '../FieldWidget';

const segmentsOf = (name: string) =>
  name.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

interface SchemaFieldProps {
  node: FieldNode;
  /** Dotted path of the field: '….fields.0.dateFormat'. */
  name: string;
  label?: string | undefined;
}

/** A template field drawn by the registry's widget for its node, as in every other section. */
export function SchemaField({ node, name, label }: SchemaFieldProps) {
  return <FieldWidget node={node} segments={segmentsOf(name)} label={label} />;
}
