import type { FieldNode } from '../schema';
import { DeprecatedFields } from './DeprecatedFields';
import { Field } from './Field';
import type { Segments } from './fieldPath';

interface ObjectFieldsProps {
  nodes: readonly FieldNode[];
  parent: Segments;
}

/** Fields of an object in the spec's order; deprecated ones gathered in their own group. */
export function ObjectFields({ nodes, parent }: ObjectFieldsProps) {
  const current = nodes.filter((node) => !node.deprecated);
  const deprecated = nodes.filter((node) => node.deprecated);
  return (
    <>
      {current.map((node) => (
        <Field key={node.key} node={node} segments={[...parent, node.key]} />
      ))}
      {deprecated.length > 0 ? <DeprecatedFields nodes={deprecated} parent={parent} /> : null}
    </>
  );
}
