import { describe, expect, it } from 'vitest';
import { parse, type Issue, type ParseResult } from '../../io';
import { rawJsonStatus } from './rawJsonStatus';

const issue = (severity: Issue['severity'], code = 'x'): Issue => ({
  path: '/id',
  segments: ['id'],
  message: 'x',
  severity,
  code,
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
    ['a clean document', [], 'Ready'],
    [
      'counts of errors and warnings',
      [issue('error'), issue('warning')],
      '1 error · 1 Google warning',
    ],
    ['warnings only', [issue('warning'), issue('warning')], 'Valid · 2 Google warnings'],
    [
      'a repeated key apart',
      [issue('warning'), issue('warning', 'duplicateKey')],
      'Valid · 1 Google warning · 1 other warning',
    ],
  ])('%s', (_name, issues, text) => {
    expect(rawJsonStatus(parsed(issues))).toEqual({ text, broken: false });
  });
});
