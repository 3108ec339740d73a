import fc from 'fast-check';
import type { FieldNode } from '../../schema/introspect';

const DATE_TIMES = [
  '2025-03-01T10:00:00',
  '2025-03-01T10:00:00Z',
  '2025-03-01T10:00:00.250+01:00',
  '2024-02-29T23:59',
];

function stringFor(node: FieldNode): fc.Arbitrary<string> {
  if (node.format === 'date-time') return fc.constantFrom(...DATE_TIMES);
  if (node.format === 'uri') {
    return fc.oneof(
      fc.webUrl(),
      fc.constantFrom('mailto:a@example.com', 'tel:+4930123', 'urn:isbn:0451450523'),
    );
  }
  // 'binary' units are whole code points, so maxLength is the spec's character count.
  return fc.string({ unit: 'binary', maxLength: Math.min(node.maxLength ?? 12, 40) });
}

function valueFor(node: FieldNode, depth: number): fc.Arbitrary<unknown> {
  switch (node.kind) {
    case 'string':
      return stringFor(node);
    case 'number':
      return fc.double({ min: node.minimum ?? -1e6, max: node.maximum ?? 1e6, noNaN: true });
    case 'integer':
      return fc.integer({ min: -1000, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'enum': {
      const info = node.enum;
      return info ? fc.constantFrom(...Object.keys(info.toUpper)) : fc.constant('');
    }
    case 'array':
      return node.element
        ? fc.array(fieldFor(node.element, depth + 1), { maxLength: 2 })
        : fc.constant([]);
    case 'object':
      return objectFor(node, depth);
    default:
      return fc.constant(null);
  }
}

// Arbitraries are built once per node and depth, not again for every generated value.
const memo = new WeakMap<FieldNode, Map<number, fc.Arbitrary<unknown>>>();

function fieldFor(node: FieldNode, depth: number): fc.Arbitrary<unknown> {
  const cached = memo.get(node)?.get(depth);
  if (cached) return cached;
  const value = valueFor(node, depth);
  const arbitrary = node.nullable
    ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
  memo.set(
    node,
    (memo.get(node) ?? new Map<number, fc.Arbitrary<unknown>>()).set(depth, arbitrary),
  );
  return arbitrary;
}

function objectFor(node: FieldNode, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const children = node.children ?? [];
  const required = children.filter((c) => c.required);
  const optional = children.filter((c) => !c.required);
  // Fewer optional fields the deeper we go, so documents stay small but reach every level.
  const breadth = depth === 0 ? 8 : depth < 3 ? 3 : 1;
  return fc
    .subarray(optional, { maxLength: Math.min(breadth, optional.length) })
    .chain((picked) => {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const child of [...required, ...picked]) model[child.key] = fieldFor(child, depth + 1);
      return fc.record(model);
    });
}

/** Valid documents of the resource whose introspected tree is `root`, built from the tree alone. */
export function arbitraryDocument(root: FieldNode): fc.Arbitrary<Record<string, unknown>> {
  return objectFor(root, 0);
}
