import { describe, expect, it } from 'vitest';
import { parse } from './parse';

const lines = (...rows: string[]) => rows.join('\n');

describe('parse: syntax errors', () => {
  it.each([
    [
      'a missing comma',
      lines('{', '  "id": "a"', '  "classId": "b"', '}'),
      'Expected a comma or closing brace',
      3,
      3,
    ],
    [
      'a trailing comma',
      lines('{', '  "id": "a",', '}'),
      'Expected a property name in double quotes (a trailing comma is not allowed)',
      3,
      1,
    ],
    [
      'a comment',
      lines('{', '  // note', '  "id": "a"', '}'),
      'Comments are not allowed in JSON',
      2,
      3,
    ],
    [
      'an unterminated string',
      '{"id": "a}',
      'Unterminated string: a closing double quote is missing',
      1,
      8,
    ],
    [
      'a missing bracket',
      lines('{"uris": [1, 2', '}'),
      'Expected a comma or closing bracket',
      2,
      1,
    ],
    [
      'single quotes',
      "{'id': 'a'}",
      'Unexpected character; JSON allows only objects, arrays, strings, numbers, true, false and null',
      1,
      2,
    ],
    ['an empty file', '  \n', 'The file is empty; expected a JSON object', 1, 1],
    ['text after the value', '{} {}', 'Expected the end of the file after the value', 1, 4],
  ])('reports %s with line and column', (_name, text, message, line, column) => {
    const result = parse(text, 'offerObject');
    expect(result.document).toBeUndefined();
    expect(result.issues[0]).toMatchObject({ code: 'syntax', message, line, column, path: '' });
  });

  it('places an error after an unterminated comment on the line where the text ends', () => {
    // jsonc-parser counted the comment's line break as no line: line 1, column 4, past its end.
    const result = parse('/*\n', 'offerObject');
    expect(result.issues.map((i) => [i.message, i.line, i.column])).toEqual([
      ['Comments are not allowed in JSON', 1, 1],
      ['Expected a value', 2, 1],
    ]);
  });

  it('reports every syntax error at once', () => {
    const result = parse(lines('{', '  "a": 1', '  "b": 2', '  "c": 3,', '}'));
    expect(result.issues.map((i) => [i.line, i.column])).toEqual([
      [3, 3],
      [4, 3],
      [5, 1],
    ]);
  });

  it('never throws on 10,000 levels of nesting', () => {
    const result = parse('['.repeat(10_000) + ']'.repeat(10_000));
    expect(result.issues).toEqual([
      expect.objectContaining({ code: 'too_deep', line: 1, column: 257 }),
    ]);
  });

  it('never throws on a 5 MB string', () => {
    const result = parse(JSON.stringify({ id: 'x'.repeat(5_000_000), transitType: 'RAIL' }));
    expect(result.kind).toBe('transitClass');
    expect(result.issues.map((i) => i.code).sort()).toEqual([
      'google.required',
      'google.required',
      'google.required',
      'lint.id',
    ]);
    expect(Math.max(...result.issues.map((i) => i.message.length))).toBeLessThan(300);
  });
});

describe('parse: kind', () => {
  it('detects the kind when none is given', () => {
    const result = parse('{"id": "1.a", "classId": "1.b"}');
    expect(result.kind).toBe('offerObject');
    expect(result.issues.filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('reports an undecidable kind at the root and keeps the document', () => {
    const result = parse('{"id": "1.a"}');
    expect(result.kind).toBeNull();
    expect(result.document).toEqual({ id: '1.a' });
    expect(result.issues).toEqual([
      expect.objectContaining({ code: 'kind', path: '', severity: 'error' }),
    ]);
  });

  it('uses the kind the user chose over detection', () => {
    const result = parse('{"id": "1.a"}', 'transitClass');
    expect(result.kind).toBe('transitClass');
    expect(result.issues.filter((i) => i.severity === 'error')).toEqual([]);
  });
});

describe('parse: located schema issues', () => {
  const text = lines(
    '{',
    '  "id": "1.a",',
    '  "textModulesData": [',
    '    { "id": "fare", "header": "A header that is far too long for a card" },',
    '    { "id": "zone", "colour": "red" }',
    '  ],',
    '  "locations": [{ "latitude": 95.5, "longitude": "45.5" }],',
    '  "validTimeInterval": { "start": {} }',
    '}',
  );
  const result = parse(text, 'offerObject');
  const at = (path: string) => result.issues.find((i) => i.path === path);

  it.each([
    ['/textModulesData/0/header', 'Header has 40 characters; the limit is 35', 4, 31],
    [
      '/textModulesData/1/colour',
      'Unknown property “colour” — Text module has no such field',
      5,
      21,
    ],
    ['/locations/0/latitude', 'Latitude must be between -90 and 90; it is 95.5', 7, 31],
    ['/locations/0/longitude', 'Expected a number, not the text “45.5”', 7, 50],
    ['/validTimeInterval/start/date', 'Date and time is required', 8, 35],
    ['/classId', 'Class ID is required', 1, 1],
  ])('%s', (path, message, line, column) => {
    expect(at(path)).toMatchObject({ message, line, column, severity: 'error' });
  });

  it('returns all issues in text order', () => {
    const positions = result.issues.map((i) => (i.line ?? 0) * 1000 + (i.column ?? 0));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('locates lint warnings too', () => {
    const warned = parse(lines('{', '  "id": "",', '  "classId": "1.b"', '}'));
    expect(warned.issues).toEqual([
      expect.objectContaining({ rule: 'google.required', path: '/state', line: 1, column: 1 }),
      expect.objectContaining({ code: 'lint.id', severity: 'warning', line: 2, column: 9 }),
    ]);
  });
});

describe('parse: the input is never quietly changed', () => {
  it.each([
    [
      'a repeated key, reported where it repeats',
      '{\n  "id": "1.a",\n  "classId": "1.b",\n  "id": "1.c"\n}',
      '/id',
      4,
      3,
      /“id” appears twice in this object \(first at 2:3\); only this last value, “1\.c”, counts/,
    ],
    [
      'a repeated key inside a list item',
      '{"id": "1.a", "classId": "1.b", "messages": [{"header": "a"}, {"body": "b", "body": {}}]}',
      '/messages/1/body',
      1,
      77,
      /first at 1:64\); only this last value, an object, counts/,
    ],
  ])('%s', (_name, text, path, line, column, message) => {
    const duplicate = parse(text, 'offerObject').issues.find((i) => i.code === 'duplicateKey');
    expect(duplicate).toMatchObject({ path, line, column, severity: 'warning' });
    expect(duplicate!.message).toMatch(message);
  });

  it('locates other issues at the value that counts, the last one', () => {
    const text = '{\n  "id": "1.a",\n  "classId": "1.b",\n  "id": ""\n}';
    expect(parse(text, 'offerObject').issues.find((i) => i.code === 'lint.id')).toMatchObject({
      line: 4,
      column: 9,
    });
  });

  it('accepts a leading byte-order mark', () => {
    const result = parse('\uFEFF{"id": "1.a", "classId": "1.b", "state": "ACTIVE"}');
    expect(result.kind).toBe('offerObject');
    expect(result.issues).toEqual([]);
  });
});

describe('parse: locate only when invalid (what opening needs)', () => {
  // A warning (the empty id) and a repeated key, with and without an error (the state's value).
  const clean = '{\n  "id": "",\n  "classId": "1.b",\n  "state": "ACTIVE",\n  "state": "ACTIVE"\n}';
  const invalid = clean.replace('"ACTIVE"\n', '"GONE"\n');

  it('gives a clean document its warnings, counted but not placed, and no repeated key', () => {
    const result = parse(clean, 'offerObject', { locate: 'whenInvalid' });
    expect(result.document).toEqual(JSON.parse(clean));
    expect(result.issues.map(({ code, line }) => ({ code, line }))).toEqual([
      { code: 'lint.id', line: undefined },
    ]);
  });

  it('places every issue of an invalid document, as always', () => {
    expect(parse(invalid, 'offerObject', { locate: 'whenInvalid' })).toEqual(
      parse(invalid, 'offerObject'),
    );
    expect(parse(invalid, 'offerObject').issues.map((i) => i.code)).toContain('duplicateKey');
  });
});
