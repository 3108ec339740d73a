import { describe, expect, it } from 'vitest';
import { enumSchemas } from './enums';
import { introspect, type FieldKind, type FieldNode } from './introspect';
import { schemaOfType, specFieldRows, specTypes, type SpecField } from './specFields.fixture';

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

describe.each(specFieldRows.map(([type, f]) => [`${type}.${f.name}`, type, f] as const))(
  '%s',
  (_name, type, f) => {
    const node = childOf(type, f.name)!;
    it('required, nullable and deprecated as the spec says', () => {
      expect({
        required: node.required,
        nullable: node.nullable,
        deprecated: node.deprecated,
      }).toEqual({
        required: f.required,
        nullable: f.nullable,
        deprecated: f.deprecated,
      });
    });
    it('default as metadata only where the spec gives one', () => {
      expect(node.default).toEqual(f.default);
    });
    it('kind, type name and format', () => {
      expect(node.kind).toBe(expectedKind(f));
      const inner = f.array ? node.element! : node;
      if (f.array) expect(inner.kind).toBe(expectedKind({ ...f, array: false }));
      if (!['string', 'uri', 'datetime', 'number', 'integer', 'boolean'].includes(f.type)) {
        expect(inner.typeName).toBe(f.type);
      }
      if (f.type in enumSchemas) expect(inner.enum?.name).toBe(f.type);
      expect(inner.format).toBe(
        f.type === 'uri' ? 'uri' : f.type === 'datetime' ? 'date-time' : undefined,
      );
    });
  },
);
