import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import type { Issue } from '../../io';
import { issueDiagnostics, offsetAt } from './issueDiagnostics';

const text = Text.of(['{', '  "id": 42', '}']);
const issue = (extra: Partial<Issue>): Issue => ({
  path: '/id',
  segments: ['id'],
  message: 'ID must be text',
  severity: 'error',
  code: 'invalid_type',
  ...extra,
});

describe('offsetAt', () => {
  it.each([
    ['line start', 1, 1, 0],
    ['inside line 2', 2, 9, 10],
    ['column past the line end clamps to it', 2, 99, 12],
    ['line past the end clamps to the last line', 9, 1, 13],
    ['no position', undefined, undefined, 0],
  ])('%s', (_name, line, column, offset) => {
    expect(offsetAt(text, line, column)).toBe(offset);
  });
});

describe('issueDiagnostics', () => {
  it.each<
    [string, Partial<Issue>, { from: number; to: number; severity: string; message: string }]
  >([
    [
      'marks a located error to the end of its line',
      { line: 2, column: 9 },
      { from: 10, to: 12, severity: 'error', message: 'Class ID: ID must be text' },
    ],
    [
      'keeps warnings as warnings',
      { line: 2, column: 3, severity: 'warning' },
      { from: 4, to: 12, severity: 'warning', message: 'Class ID: ID must be text' },
    ],
    [
      'marks an unlocated root issue at the start',
      { path: '', segments: [], line: undefined },
      { from: 0, to: 1, severity: 'error', message: 'ID must be text' },
    ],
  ])('%s', (_name, extra, expected) => {
    const [diagnostic] = issueDiagnostics([issue(extra)], text, () => 'Class ID');
    expect(diagnostic).toMatchObject(expected);
    // No validator codes ('invalid_type') in what a designer reads.
    expect(diagnostic?.source).toBeUndefined();
  });
});
