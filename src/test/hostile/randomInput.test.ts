import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resourceKinds } from '../../schema/resources';
import { exportDocument } from '../../io/exportDocument';
import { parse } from '../../io/parse';
import { repair } from '../../io/repair';
import { samples } from '../../io/samples';
import { expectWellFormedIssues } from './expectWellFormedIssues';

const TIMEOUT = 30_000;
const kinds = [undefined, ...resourceKinds] as const;

function parseEveryWay(text: string): void {
  for (const kind of kinds) {
    const result = parse(text, kind);
    expectWellFormedIssues(result, text);
    for (const target of resourceKinds) {
      expect(typeof exportDocument(result.document, target).ok).toBe('boolean');
      expect(Array.isArray(repair(result.document, target).changes)).toBe(true);
    }
  }
}

/** Characters that make JSON syntax interesting: brackets, quotes, escapes, line breaks. */
const jsonish = fc.string({
  unit: fc.constantFrom(
    '{',
    '}',
    '[',
    ']',
    '"',
    ':',
    ',',
    '1',
    'e',
    '-',
    'a',
    '\\',
    '\n',
    '\r',
    ' ',
    '/',
    '*',
    'n',
    'u',
    'l',
    't',
  ),
  maxLength: 60,
});

describe('random input: parse never throws', () => {
  it.each([
    ['fc.json()', fc.json()],
    ['fc.jsonValue()', fc.jsonValue().map((value) => JSON.stringify(value))],
    ['grapheme strings', fc.string({ unit: 'grapheme' })],
    ['binary strings (any code point, lone surrogates too)', fc.string({ unit: 'binary' })],
    ['JSON-like character soup', jsonish],
  ])(
    '%s',
    (_name, texts) => {
      fc.assert(fc.property(texts, parseEveryWay), { numRuns: 30 });
    },
    TIMEOUT,
  );

  it(
    'random JSON objects are either read or rejected with an error',
    () => {
      fc.assert(
        fc.property(
          fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })),
          (value) => {
            const text = JSON.stringify(value);
            const result = parse(text);
            expectWellFormedIssues(result, text);
            expect(result.document).toEqual(JSON.parse(text));
          },
        ),
        { numRuns: 30 },
      );
    },
    TIMEOUT,
  );
});

/** A small document (about 500 characters), so every prefix of it can be a table row. */
function smallSample(): string {
  const sample = samples.transitClass as Record<string, unknown>;
  const modules = sample.textModulesData;
  return JSON.stringify(
    {
      id: sample.id,
      transitType: sample.transitType,
      textModulesData: Array.isArray(modules) ? modules.slice(0, 1) : [],
      hexBackgroundColor: '#123456',
      enableSmartTap: true,
      sortIndex: null,
    },
    null,
    2,
  );
}

describe('truncated JSON: every cut point of a sample is a located syntax error', () => {
  const text = smallSample();
  const cuts = Array.from({ length: text.length }, (_, length) => length);

  it('the whole sample reads as a transit class', () => {
    expect(parse(text).kind).toBe('transitClass');
  });

  it.each(kinds)(
    'with kind %s',
    (kind) => {
      for (const length of cuts) {
        const prefix = text.slice(0, length);
        const result = parse(prefix, kind);
        expectWellFormedIssues(result, prefix);
        expect(result.document, `prefix of ${length}`).toBeUndefined();
        const first = result.issues[0];
        expect(first, `prefix of ${length}`).toMatchObject({ code: 'syntax', path: '' });
        expect(first?.line).toBeGreaterThanOrEqual(1);
        expect(first?.column).toBeGreaterThanOrEqual(1);
      }
    },
    TIMEOUT,
  );
});
