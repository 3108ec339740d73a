import type { FieldNode } from '../schema';
import { DeprecatedFields } from './DeprecatedFields';
import { Field } from './Field';
import type { Segments } from './fieldPath';
import { FromGoogleFields, isFromGoogle } from './FromGoogleFields';

interface ObjectFieldsProps {
  nodes: readonly FieldNode[];
  parent: Segments;
}

/**
 * Fields of an object in the spec's order; deprecated ones gathered in their own group, and what
 * only Google sets shown apart at the end, never among the fields to fill.
 */
export function ObjectFields({ nodes, parent }: ObjectFieldsProps) {
  const current = nodes.filter((node) => !node.deprecated && !node.ui?.setByGoogle);
  const deprecated = nodes.filter((node) => node.deprecated);
  const fromGoogle = nodes.filter((node) => !node.deprecated && isFromGoogle(node));
  return (
    <>
      {current.map((node) => (
        <Field key={node.key} node={node} segments={[...parent, node.key]} />
      ))}
      {deprecated.length > 0 ? <DeprecatedFields nodes={deprecated} parent={parent} /> : null}
      {fromGoogle.length > 0 ? <FromGoogleFields nodes={fromGoogle} parent={parent} /> : null}
    </>
  );
}
