import { describe, expect, it } from 'vitest';
import { parse, type Issue, type ParseResult } from '../../io';
import { rawJsonStatus } from './rawJsonStatus';

const issue = (severity: Issue['severity']): Issue => ({
  path: '/id',
  segments: ['id'],
  message: 'x',
  severity,
  code: 'x',
});
const parsed = (issues: Issue[]): ParseResult => ({ kind: 'transitClass', document: {}, issues });

describe('rawJsonStatus', () => {
  it('says where the text breaks, in the words the tab and issue list use', () => {
    expect(rawJsonStatus(parse('{\n  "id": "1.a"\n  "x": 1\n}', 'transitClass'))).toEqual({
      text: 'JSON syntax error at 3:3: Expected a comma or closing brace',
      broken: true,
    });
  });

  it.each([
    ['a clean document', [], 'Valid JSON, no issues'],
    ['counts of errors and warnings', [issue('error'), issue('warning')], '1 error, 1 warning'],
    ['warnings only', [issue('warning'), issue('warning')], '0 errors, 2 warnings'],
  ])('%s', (_name, issues, text) => {
    expect(rawJsonStatus(parsed(issues))).toEqual({ text, broken: false });
  });
});
