import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../schema/resources';
import { lint } from './lint';
import { samples } from './samples';
import { lintCases, listRow, localized, offer, transit } from '../test/io/lintCases';

/** The editor warnings of docs/decisions.md alone; readiness rules have their own tests (src/io/readiness). */
const editorWarnings = (document: unknown, kind: ResourceKind) =>
  lint(document, kind).filter((issue) => issue.code.startsWith('lint.'));

describe('lint: each warning fires', () => {
  it.each(lintCases)('%s', (_name, kind, document, path, code, message) => {
    const issues = editorWarnings(document, kind);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path, code, severity: 'warning' });
    expect(issues[0]!.rule).toMatch(/^google\./);
    expect(issues[0]!.source).toMatch(/^https:\/\/developers\.google\.com\//);
    expect(issues[0]!.message).toMatch(message);
  });
});

describe('lint: quiet on clean documents', () => {
  it.each<[string, ResourceKind, unknown]>([
    ['the transit sample', 'transitClass', samples.transitClass],
    ['the offer sample', 'offerObject', samples.offerObject],
    ['a short colour', 'transitClass', transit({ hexBackgroundColor: '#fc0' })],
    [
      'object paths on a transit class (no object to check)',
      'transitClass',
      transit({ classTemplateInfo: listRow('object.ticketNumber') }),
    ],
    [
      'a double-quoted id lookup',
      'transitClass',
      transit({
        textModulesData: [{ id: 'fare', body: '2' }],
        classTemplateInfo: listRow('class.textModulesData["fare"]'),
      }),
    ],
    [
      'a valid EAN-13',
      'offerObject',
      offer({ barcode: { type: 'EAN_13', value: '4006381333931' } }),
    ],
    ['a rotating PDF417', 'offerObject', offer({ rotatingBarcode: { type: 'pdf417' } })],
    [
      'header with only one localized form',
      'offerObject',
      offer({ textModulesData: [{ header: 'H', localizedHeader: localized('H') }] }),
    ],
    ['a document that is not an object', 'transitClass', 'text'],
  ])('%s', (_name, kind, document) => {
    expect(editorWarnings(document, kind)).toEqual([]);
  });
});

describe('lint: readiness rides along', () => {
  it('adds the readiness warnings, each with its rule and source', () => {
    const issues = lint({ id: '3388000000012345678.a' }, 'transitClass');
    expect(issues.map((i) => [i.path, i.rule])).toEqual([
      ['/issuerName', 'google.required'],
      ['/reviewStatus', 'google.required'],
      ['/transitType', 'google.required'],
      ['/logo', 'google.required'],
    ]);
  });

  it('says a field only the other kind of pass has once, as that: not also “the object has none”', () => {
    const document = offer({
      classReference: {
        id: '3388000000012345678.c',
        classTemplateInfo: listRow('object.purchaseDetails.purchasePrice'),
      },
    });
    const at =
      '/classReference/classTemplateInfo/listTemplateOverride/secondRowOption/fields/0/fieldPath';
    expect(
      lint(document, 'offerObject')
        .filter((i) => i.path === at)
        .map((i) => i.rule),
    ).toEqual(['google.template.otherKind']);
  });

  it('is quiet on the samples', () => {
    expect(lint(samples.transitClass, 'transitClass')).toEqual([]);
    expect(lint(samples.offerObject, 'offerObject')).toEqual([]);
  });
});
