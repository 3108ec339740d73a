import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectEveryRow } from '../test/everyRow';
import { field, fieldUi, nullable } from './fieldUi';
import { introspect, walkNodes, type FieldNode } from './introspect';
import { resourceKinds, resourceSchemas } from './resources';
import { resourceSections } from './sections';

const fieldNodes = (root: FieldNode) =>
  [...walkNodes(root)].filter((n) => n.path.length > 0 && n.key !== '*');

/** Every field of every resource kind, named "offerObject barcode.type". */
const everyField = resourceKinds.flatMap((kind) =>
  fieldNodes(introspect(resourceSchemas[kind])).map(
    (n) => [`${kind} ${n.path.join('.')}`, n] as const,
  ),
);

describe('every field of every resource has UI metadata', () => {
  it('a label', () => {
    expectEveryRow(everyField, (n) => !/\S/.test(n.ui?.label ?? '') && 'no label');
  });

  it('one line of help under 140 characters', () => {
    expectEveryRow(everyField, (n) => {
      const help = n.ui?.help ?? '';
      if (!/\S/.test(help)) return 'no help';
      if (help.includes('\n')) return 'help of more than one line';
      return help.length >= 140 && `help of ${help.length} characters`;
    });
  });

  it('array fields name their items, other fields do not', () => {
    expectEveryRow(everyField, (n) => {
      if (n.kind === 'array')
        return !/\S/.test(n.ui?.itemLabel ?? '') && 'an array without an item label';
      return n.ui?.itemLabel !== undefined && `a ${n.kind} with an item label`;
    });
  });
});

describe('sections', () => {
  const topLevel = resourceKinds.flatMap((kind) =>
    (introspect(resourceSchemas[kind]).children ?? []).map(
      (n) => [`${kind}.${n.key}`, { kind, section: n.ui?.section }] as const,
    ),
  );
  it('every top-level field is in one of its resource’s sections', () => {
    expectEveryRow(
      topLevel,
      ({ kind, section }) =>
        !resourceSections[kind].some((s) => s.id === section) &&
        `section “${String(section)}” is not one of ${kind}’s`,
    );
  });

  it('every field of the embedded offer class is in one of the offer class sections', () => {
    const classReference = introspect(resourceSchemas.offerObject).children?.find(
      (c) => c.key === 'classReference',
    );
    const rows = (classReference?.children ?? []).map(
      (n) => [`classReference.${n.key}`, n.ui?.section] as const,
    );
    expectEveryRow(
      rows,
      (section) =>
        !resourceSections.offerClass.some((s) => s.id === section) &&
        `section “${String(section)}”`,
    );
  });

  it('every section of every resource holds at least one field', () => {
    const rows = resourceKinds.flatMap((kind) => {
      const used = new Set(introspect(resourceSchemas[kind]).children?.map((n) => n.ui?.section));
      return resourceSections[kind].map((s) => [`${kind} ${s.id}`, used.has(s.id)] as const);
    });
    expectEveryRow(rows, (used) => !used && 'holds no field');
  });
});

describe('issuer suggestions', () => {
  it('a field that suggests an issuer prefix is a string, from a sibling string field', () => {
    const rows = resourceKinds.flatMap((kind) =>
      [...walkNodes(introspect(resourceSchemas[kind]))].flatMap((parent) =>
        (parent.children ?? [])
          .filter((n) => n.ui?.suggestIssuerFrom !== undefined)
          .map((n) => {
            const from = parent.children!.find((c) => c.key === n.ui?.suggestIssuerFrom);
            return [`${kind} ${n.path.join('.')}`, { n, from }] as const;
          }),
      ),
    );
    expect(rows.map(([name]) => name)).toContain('offerObject classId');
    expectEveryRow(rows, ({ n, from }) => {
      if (n.kind !== 'string') return `a ${n.kind}`;
      if (!from) return `no sibling “${n.ui?.suggestIssuerFrom}”`;
      return from.kind !== 'string' && `from a ${from.kind}`;
    });
  });
});

describe('labels are unique among siblings', () => {
  it('no two children of one object share a label', () => {
    const parents = resourceKinds.flatMap((kind) =>
      [...walkNodes(introspect(resourceSchemas[kind]))]
        .filter((n) => n.children)
        .map(
          (n) =>
            [`${kind} ${n.path.join('.') || '(root)'}`, n.children!.map((c) => c.label)] as const,
        ),
    );
    expectEveryRow(parents, (labels) => {
      const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
      return twice.length > 0 && `labels used twice: ${twice.join(', ')}`;
    });
  });
});

describe('field()', () => {
  it('labels a copy, so a shared type keeps no label of its own', () => {
    const shared = z.strictObject({ a: z.string() });
    const one = field(shared, { label: 'One', help: 'First use.' });
    const two = field(nullable(shared), { label: 'Two', help: 'Second use.' });
    expect([fieldUi.get(one)?.label, fieldUi.get(two)?.label, fieldUi.get(shared)]).toEqual([
      'One',
      'Two',
      undefined,
    ]);
    expect(one.safeParse({ a: 'x' }).success).toBe(true);
  });

  it('puts spec metadata in the global registry, not UI hints', () => {
    const described = field(
      z.string().optional(),
      { label: 'L', help: 'H.' },
      { deprecated: true, default: 'D' },
    );
    expect(z.globalRegistry.get(described)).toEqual({ deprecated: true, default: 'D' });
  });
});
