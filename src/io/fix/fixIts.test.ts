import { describe, expect, it } from 'vitest';
import { fixCases } from '../../test/io/fixCases';
import { transit } from '../../test/io/readinessFixtures';
import { diffValues } from '../diff/diffValues';
import { lint } from '../lint';
import { applyFixes } from './applyFixes';
import { applyJsonPatch } from './jsonPatch';

const place = (issue: { code: string; path: string }) => `${issue.code} ${issue.path}`;
const under = (path: string, patched: readonly string[]) =>
  patched.some((p) => path === p || path.startsWith(`${p}/`));

describe('every fix-it', () => {
  it.each(fixCases)('%s', (_name, rule, kind, document, patch) => {
    const original = structuredClone(document);
    const before = lint(document, kind);
    const issue = before.find((i) => i.rule === rule && i.fix);
    expect(issue?.fix?.patch).toEqual(patch);

    const after = applyJsonPatch(document, patch);
    const now = lint(after, kind);
    // That warning is gone, and no warning is new.
    expect(now.map(place)).not.toContain(place(issue!));
    expect(now.map(place).filter((p) => !before.map(place).includes(p))).toEqual([]);
    // Only the fixed paths changed, and the document given is as it was.
    const paths = patch.map((operation) => operation.path);
    expect(diffValues(document, after).filter((change) => !under(change.path, paths))).toEqual([]);
    expect(document).toEqual(original);
    // Its name speaks of the field, never of JSON.
    expect(issue!.fix!.name).not.toMatch(/[a-z][A-Z]|\//);
  });
});

describe('applyFixes', () => {
  it('applies every fix of one kind, checking again after each', () => {
    const document = {
      ...(fixCases[2]![3] as object),
      classReference: { kind: 'walletobjects#offerClass', id: '3388000000012345678.c' },
    };
    const result = applyFixes(
      document,
      'offerObject',
      (issue) => issue.rule === 'google.deprecated',
    );
    expect(result.applied.map((fix) => fix.where)).toEqual(['Offer class › Kind', 'Kind']);
    expect(result.patch).toEqual([
      { op: 'remove', path: '/classReference/kind' },
      { op: 'remove', path: '/kind' },
    ]);
    expect(
      lint(result.document, 'offerObject').filter((i) => i.rule === 'google.deprecated'),
    ).toEqual([]);
  });

  it.each([
    ['two modules without an ID', [{ header: 'Fare' }, { header: 'Zone' }], ['fare']],
    ['two missing IDs for one module without an ID', [{ header: 'Fare' }], ['fare', 'zone']],
    ['an ID Google cannot take', [{ header: 'Fare' }], ['fare.adult']],
  ])('gives no module an ID when which one is not certain: %s', (_name, modules, ids) => {
    const document = transit({
      textModulesData: modules,
      classTemplateInfo: {
        listTemplateOverride: {
          secondRowOption: {
            fields: ids.map((id) => ({ fieldPath: `class.textModulesData['${id}']` })),
          },
        },
      },
    });
    const found = lint(document, 'transitClass').filter((i) => i.code === 'lint.fieldPath');
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((issue) => issue.fix)).toEqual([]);
  });

  it('offers no fix where the result is the designer’s to decide', () => {
    const document = fixCases[8]![3] as Record<string, unknown>;
    const differing = {
      ...document,
      localizedTitle: {
        defaultValue: { language: 'de', value: 'A' },
        translatedValues: [{ language: 'de', value: 'B' }],
      },
    };
    const issue = lint(differing, 'offerClass').find((i) => i.rule === 'google.language.duplicate');
    expect(issue?.message).toMatch(/keep the one you mean/);
    expect(issue?.fix).toBeUndefined();
    expect(applyFixes(differing, 'offerClass').applied).toEqual([]);
  });
});
