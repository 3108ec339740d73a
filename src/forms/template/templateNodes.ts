import {
  fieldReferenceSchema,
  firstRowOptionSchema,
  introspect,
  templateItemSchema,
  type FieldNode,
} from '../../schema';

function childOf(parent: FieldNode, key: string): FieldNode {
  const child = parent.children?.find((node) => node.key === key);
  if (!child) throw new Error(`The schema of ${parent.typeName ?? parent.key} has no ${key}`);
  return child;
}

const reference = introspect(fieldReferenceSchema);
const item = introspect(templateItemSchema);
const firstRow = introspect(firstRowOptionSchema);

/** The schema's nodes of the template's single-value fields, drawn by the registry's widgets. */
export const templateNodes = {
  fieldPath: childOf(reference, 'fieldPath'),
  dateFormat: childOf(reference, 'dateFormat'),
  predefinedItem: childOf(item, 'predefinedItem'),
  transitOption: childOf(firstRow, 'transitOption'),
};
