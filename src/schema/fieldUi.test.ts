import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field, fieldUi, nullable } from './fieldUi';
import { introspect, walkNodes, type FieldNode } from './introspect';
import { resourceKinds, resourceSchemas } from './resources';
import { offerClassSections, resourceSections } from './sections';

const fieldNodes = (root: FieldNode) =>
  [...walkNodes(root)].filter((n) => n.path.length > 0 && n.key !== '*');

const rowsOf = <T>(pick: (kind: (typeof resourceKinds)[number], node: FieldNode) => T) =>
  resourceKinds.flatMap((kind) =>
    fieldNodes(introspect(resourceSchemas[kind])).map(
      (n) => [`${kind} ${n.path.join('.')}`, pick(kind, n)] as const,
    ),
  );

describe('every field of both resources has UI metadata', () => {
  it.each(rowsOf((_k, n) => n.ui))('%s: a label and one line of help', (_path, ui) => {
    expect(ui?.label).toMatch(/\S/);
    expect(ui?.help).toMatch(/\S/);
    expect(ui?.help).not.toMatch(/\n/);
    expect(ui?.help.length).toBeLessThan(140);
  });

  it.each(rowsOf((_k, n) => n))('%s: array fields name their items', (_path, node) => {
    if (node.kind === 'array') expect(node.ui?.itemLabel).toMatch(/\S/);
    else expect(node.ui?.itemLabel).toBeUndefined();
  });
});

describe('sections', () => {
  const topLevel = resourceKinds.flatMap((kind) =>
    (introspect(resourceSchemas[kind]).children ?? []).map(
      (n) => [kind, n.key, n.ui?.section] as const,
    ),
  );
  it.each(topLevel)('%s.%s is in one of the resource’s sections', (kind, _key, section) => {
    expect(resourceSections[kind].map((s) => s.id)).toContain(section);
  });

  const classReference = introspect(resourceSchemas.offerObject).children?.find(
    (c) => c.key === 'classReference',
  );
  it.each((classReference?.children ?? []).map((n) => [n.key, n.ui?.section] as const))(
    'offerObject.classReference.%s is in one of the offer class sections',
    (_key, section) => {
      expect(offerClassSections.map((s) => s.id)).toContain(section);
    },
  );

  it.each(resourceKinds)('%s: every section holds at least one field', (kind) => {
    const used = new Set(introspect(resourceSchemas[kind]).children?.map((n) => n.ui?.section));
    for (const section of resourceSections[kind]) expect(used).toContain(section.id);
  });
});

describe('labels are unique among siblings', () => {
  const parents = resourceKinds.flatMap((kind) =>
    [...walkNodes(introspect(resourceSchemas[kind]))]
      .filter((n) => n.children)
      .map(
        (n) =>
          [`${kind} ${n.path.join('.') || '(root)'}`, n.children!.map((c) => c.label)] as const,
      ),
  );
  it.each(parents)('%s', (_path, labels) => {
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
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
