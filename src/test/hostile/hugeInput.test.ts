import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../schema/resources';
import { parse } from '../../io/parse';
import { repair } from '../../io/repair';
import { samples } from '../../io/samples';
import { expectWellFormedIssues, MAX_MESSAGE_LENGTH } from './expectWellFormedIssues';

const TIMEOUT = 30_000;
const MB = 1_000_000;
const huge = (size: number, unit = 'x') => unit.repeat(size / unit.length);

function withChange(
  kind: 'transitClass' | 'offerObject',
  change: (doc: Record<string, unknown>) => void,
) {
  const document = structuredClone(samples[kind]) as Record<string, unknown>;
  change(document);
  return JSON.stringify(document);
}

function firstModule(document: Record<string, unknown>): Record<string, unknown> {
  const modules = document.textModulesData;
  if (!Array.isArray(modules) || typeof modules[0] !== 'object')
    throw new Error('sample has no text module');
  return modules[0] as Record<string, unknown>;
}

/** A 5 MB transit class: thousands of text modules, every 1,000th with a header past 35 characters. */
function manyModules(): string {
  const modules = Array.from({ length: 26_000 }, (_, i) => ({
    id: `module-${i}`,
    header: i % 1_000 === 999 ? huge(40, 'h') : 'Fare',
    body: huge(150, 'b'),
  }));
  return JSON.stringify({ id: '1.many', transitType: 'RAIL', textModulesData: modules });
}

/** The kind of a row's document: only the offer rows have paths under /classReference. */
const own = (path: string): ResourceKind =>
  /^\/(classReference|barcode|rotatingBarcode)\//.test(path) ? 'offerObject' : 'transitClass';

describe('huge input: located issues with short messages', () => {
  it.each([
    [
      'a 5 MB header',
      withChange('transitClass', (d) => (firstModule(d).header = huge(5 * MB))),
      '/textModulesData/0/header',
    ],
    [
      'a 5 MB body in an offer class module',
      withChange('offerObject', (d) => {
        firstModule(d.classReference as Record<string, unknown>).body = huge(5 * MB);
      }),
      '/classReference/textModulesData/0/body',
    ],
    [
      'a 1 MB enum value',
      withChange('transitClass', (d) => (d.transitType = huge(MB))),
      '/transitType',
    ],
    [
      'a 1 MB unknown key',
      withChange('transitClass', (d) => (d[huge(MB, 'k')] = 1)),
      `/${huge(MB, 'k')}`,
    ],
    [
      'a 1 MB image URI with spaces',
      withChange('transitClass', (d) => (d.logo = { sourceUri: { uri: huge(MB, 'a b') } })),
      '/logo/sourceUri/uri',
    ],
    [
      'a 1 MB callback URL',
      withChange(
        'transitClass',
        (d) => (d.callbackOptions = { url: `https://a.example/${huge(MB)}` }),
      ),
      '/callbackOptions/url',
    ],
    [
      'a 1 MB colour',
      withChange('transitClass', (d) => (d.hexBackgroundColor = huge(MB, '#'))),
      '/hexBackgroundColor',
    ],
    [
      // Readiness and lint name the barcode type in their messages: quoted and cut, as all values.
      'a 1 MB barcode type with UTF_8 render encoding',
      withChange(
        'offerObject',
        (d) => (d.barcode = { type: huge(MB), renderEncoding: 'UTF_8', value: '1' }),
      ),
      '/barcode/renderEncoding',
    ],
    [
      'a 1 MB rotating barcode type',
      withChange('offerObject', (d) => (d.rotatingBarcode = { type: huge(MB), valuePattern: 'x' })),
      '/rotatingBarcode/type',
    ],
    [
      'a number of a million digits',
      `{"id":"1.a","transitType":"RAIL","sortIndex":${huge(MB, '9')}}`,
      '/sortIndex',
    ],
  ])(
    '%s',
    (_name, text, path) => {
      for (const kind of [undefined, own(path)]) {
        const result = parse(text, kind);
        expectWellFormedIssues(result, text);
        expect(result.issues.map((issue) => issue.path)).toContain(path);
        for (const issue of result.issues) expect(issue.message).not.toMatch(/(.)\1{99}/);
      }
    },
    TIMEOUT,
  );

  it(
    'a 5 MB document of 26,000 text modules',
    () => {
      const text = manyModules();
      expect(text.length).toBeGreaterThan(5 * MB);
      const result = parse(text, 'transitClass');
      expectWellFormedIssues(result, text);
      const errors = result.issues.filter((issue) => issue.severity === 'error');
      expect(errors.map((issue) => issue.path)).toEqual(
        Array.from({ length: 26 }, (_, i) => `/textModulesData/${i * 1_000 + 999}/header`),
      );
    },
    TIMEOUT,
  );

  it('repair names a 1 MB unknown key in a short message', () => {
    const key = huge(MB, 'k');
    const { changes } = repair({ id: '1.a', [key]: huge(MB) }, 'transitClass');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  });
});
