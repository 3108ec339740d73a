import { describe, expect, it } from 'vitest';
import { expectEveryRow } from '../test/everyRow';
import { enumSchemas } from './enums';
import { introspect, type FieldKind, type FieldNode } from './introspect';
import { schemaOfType, specFieldRows, specTypes, type SpecField } from '../test/specFields.fixture';

// Each spec type's schema, held against the transcription of spec sections 2.2-2.8.
const childOf = (type: string, name: string): FieldNode | undefined =>
  introspect(schemaOfType[type]!).children?.find((c) => c.key === name);

function expectedKind(f: SpecField): FieldKind {
  if (f.array) return 'array';
  if (f.type === 'uri' || f.type === 'datetime') return 'string';
  if (['string', 'number', 'integer', 'boolean'].includes(f.type)) return f.type as FieldKind;
  return f.type in enumSchemas ? 'enum' : 'object';
}

describe('every spec type has its schema', () => {
  it('the same 49 types, no more, no less', () => {
    expect(Object.keys(schemaOfType).sort()).toEqual(Object.keys(specTypes).sort());
    expect(Object.keys(specTypes)).toHaveLength(49);
  });

  it.each(Object.keys(specTypes))('%s: typeName and keys in the spec order', (type) => {
    const root = introspect(schemaOfType[type]!);
    expect(root.kind).toBe('object');
    expect(root.typeName).toBe(type);
    expect(root.children?.map((c) => c.key)).toEqual(specTypes[type]!.map((l) => l.split(':')[0]));
  });
});

describe('every spec field has its schema', () => {
  const fields = specFieldRows.map(
    ([type, f]) => [`${type}.${f.name}`, { f, node: childOf(type, f.name) }] as const,
  );
  const same = (actual: unknown, expected: unknown, what: string) =>
    JSON.stringify(actual) !== JSON.stringify(expected) &&
    `${what} is ${JSON.stringify(actual)}, the spec says ${JSON.stringify(expected)}`;

  it('exists', () => {
    expectEveryRow(fields, ({ node }) => !node && 'no schema field');
  });

  it('required, nullable and deprecated as the spec says', () => {
    expectEveryRow(fields, ({ f, node }) =>
      same(
        node && { required: node.required, nullable: node.nullable, deprecated: node.deprecated },
        { required: f.required, nullable: f.nullable, deprecated: f.deprecated },
        'required/nullable/deprecated',
      ),
    );
  });

  it('default as metadata only where the spec gives one', () => {
    expectEveryRow(fields, ({ f, node }) => same(node?.default, f.default, 'the default'));
  });

  it('kind, type name and format', () => {
    expectEveryRow(fields, ({ f, node }) => {
      if (!node) return 'no schema field';
      const inner = f.array ? node.element : node;
      const scalar = ['string', 'uri', 'datetime', 'number', 'integer', 'boolean'].includes(f.type);
      return (
        same(node.kind, expectedKind(f), 'the kind') ||
        (f.array && same(inner?.kind, expectedKind({ ...f, array: false }), 'the item kind')) ||
        (!scalar && same(inner?.typeName, f.type, 'the type name')) ||
        (f.type in enumSchemas && same(inner?.enum?.name, f.type, 'the enum')) ||
        same(
          inner?.format,
          f.type === 'uri' ? 'uri' : f.type === 'datetime' ? 'date-time' : undefined,
          'the format',
        )
      );
    });
  });
});
