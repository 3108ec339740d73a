import { describe, expect, it } from 'vitest';
import { resourceKinds } from '../../schema/resources';
import { exportDocument } from '../../io/exportDocument';
import { lint } from '../../io/lint';
import { MAX_NESTING, parse } from '../../io/parse';
import { repair } from '../../io/repair';
import { expectWellFormedIssues } from './expectWellFormedIssues';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const inModules = (nested: string) =>
  `{"id":"1.a","transitType":"RAIL","textModulesData":${nested}}`;

describe('deep nesting: an answer, not a stack overflow', () => {
  it.each([
    ['10,000 nested arrays', arrays(10_000)],
    ['10,000 nested objects', objects(10_000)],
    ['10,000 nested arrays inside textModulesData', inModules(arrays(10_000))],
    ['10,000 nested objects inside textModulesData', inModules(`[${objects(10_000)}]`)],
    ['100,000 nested arrays', arrays(100_000)],
    ['100,000 nested objects', objects(100_000)],
    ['100,000 opening brackets, never closed', '['.repeat(100_000)],
    ['100,000 closing brackets', ']'.repeat(100_000)],
    // Stray closings lower the count first, so the depth check alone does not refuse these.
    ['stray closings, then 100,000 levels', '[' + ']'.repeat(100_000) + arrays(100_000)],
    [
      'stray closings in a field, then 100,000 levels',
      `{"id":"1.a","x":[${']'.repeat(100_000)},${arrays(100_000)}]}`,
    ],
  ])('%s', (_name, text) => {
    for (const kind of [undefined, ...resourceKinds]) {
      const result = parse(text, kind);
      expectWellFormedIssues(result, text);
      expect(result.issues.some((issue) => issue.severity === 'error')).toBe(true);
      expect(result.issues.some((issue) => issue.line !== undefined)).toBe(true);
    }
  });

  it('reports depth past the limit where it happens', () => {
    const text = inModules(arrays(10_000));
    const [issue] = parse(text, 'transitClass').issues;
    expect(issue).toMatchObject({ code: 'too_deep', line: 1 });
    // The first bracket past the limit: the document's brace is level 1.
    expect(issue?.column).toBe(text.indexOf('[') + MAX_NESTING);
  });

  it('brackets inside a string are text, not nesting', () => {
    const text = JSON.stringify({
      id: '1.a',
      transitType: 'RAIL',
      issuerName: '['.repeat(100_000),
    });
    const result = parse(text);
    expectWellFormedIssues(result, text);
    expect(result.issues.map((issue) => issue.code)).not.toContain('too_deep');
  });

  it('nesting just inside the limit, in a known field, is validated with paths', () => {
    const depth = MAX_NESTING - 4;
    const text = inModules(arrays(depth));
    const result = parse(text, 'transitClass');
    expectWellFormedIssues(result, text);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ path: '/textModulesData/0', severity: 'error' }),
    );
    for (const kind of resourceKinds) {
      expect(() => exportDocument(result.document, kind)).not.toThrow();
      expect(() => repair(result.document, kind)).not.toThrow();
      expect(() => lint(result.document, kind)).not.toThrow();
    }
  });
});
