import { describe, expect, it } from 'vitest';
import { countIssues, parsedVerdict, verdictWords, type VerdictState } from './verdict';

describe('verdictWords', () => {
  it.each<[string, VerdictState, string, string]>([
    ['nothing found', { errors: 0, warnings: 0 }, 'Ready', 'ready'],
    [
      'nothing found, no other warning',
      { errors: 0, warnings: 0, otherWarnings: 0 },
      'Ready',
      'ready',
    ],
    ['one error', { errors: 1, warnings: 0 }, '1 error', 'error'],
    ['errors', { errors: 3, warnings: 0 }, '3 errors', 'error'],
    ['errors and warnings', { errors: 3, warnings: 5 }, '3 errors · 5 Google warnings', 'error'],
    ['an error and a warning', { errors: 1, warnings: 1 }, '1 error · 1 Google warning', 'error'],
    ['one warning', { errors: 0, warnings: 1 }, 'Valid · 1 Google warning', 'warning'],
    ['warnings', { errors: 0, warnings: 2 }, 'Valid · 2 Google warnings', 'warning'],
    [
      'another warning',
      { errors: 0, warnings: 0, otherWarnings: 1 },
      'Valid · 1 warning',
      'warning',
    ],
    [
      'both kinds of warning',
      { errors: 0, warnings: 2, otherWarnings: 1 },
      'Valid · 2 Google warnings · 1 other warning',
      'warning',
    ],
    [
      'all three',
      { errors: 2, warnings: 1, otherWarnings: 2 },
      '2 errors · 1 Google warning · 2 other warnings',
      'error',
    ],
    ['no count yet', 'checking', 'Checking…', 'checking'],
    ['text that does not parse', { unparsable: 'JSON syntax error' }, 'JSON syntax error', 'error'],
  ])('%s: “%s”', (_, state, text, tone) => {
    expect(verdictWords(state)).toEqual({ text, tone });
  });
});

describe('countIssues and parsedVerdict', () => {
  const issues = [
    { severity: 'error', code: 'too_big' },
    { severity: 'warning', code: 'lint.colour' },
    { severity: 'warning', code: 'duplicateKey' },
  ];
  it('counts errors and warnings', () => {
    expect(countIssues(issues)).toEqual({ errors: 1, warnings: 2 });
  });
  it('leaves a repeated key out of a parsed document’s verdict', () => {
    expect(parsedVerdict(issues)).toEqual({ errors: 1, warnings: 1 });
  });
});
