import { describe, expect, it } from 'vitest';
import { parse } from '../../io';
import { rawJsonStatus } from './rawJsonStatus';

describe('rawJsonStatus', () => {
  it.each([
    [
      'where the text breaks',
      '{\n  "id": "1.a"\n  "x": 1\n}',
      { text: 'Line 3, column 3: Expected a comma or closing brace', broken: true },
    ],
    [
      'a clean document',
      '{"id": "1.a", "transitType": "RAIL"}',
      { text: 'Valid JSON, no issues', broken: false },
    ],
    ['counts of errors and warnings', '{"id": 1}', { text: '1 error, 0 warnings', broken: false }],
  ])('%s', (_name, source, expected) => {
    expect(rawJsonStatus(parse(source, 'transitClass'))).toEqual(expected);
  });
});
