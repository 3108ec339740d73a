import { expect } from 'vitest';
import { toPointer, type Issue } from '../../io/issue';
import type { ParseResult } from '../../io/parse';
import { isRecord } from '../../io/walkDocument';

/** Codes of problems that belong to the whole text or document, located at the root ''. */
const ROOT_CODES = new Set(['syntax', 'kind', 'too_deep', 'unreadable']);

/** Longest message a hostile input may produce: quoted values are cut at 60 characters. */
export const MAX_MESSAGE_LENGTH = 400;

/** The lengths of the lines of `text`, split as the text locator counts lines. */
function lineLengths(text: string): number[] {
  return text.split(/\r\n|\r|\n/).map((line) => line.length);
}

function expectLocated(issue: Issue, lines: readonly number[]): void {
  if (issue.line === undefined && issue.column === undefined) return;
  const { line, column } = issue;
  expect(Number.isInteger(line) && Number.isInteger(column), 'line and column are integers').toBe(
    true,
  );
  expect(line).toBeGreaterThanOrEqual(1);
  expect(line).toBeLessThanOrEqual(lines.length);
  expect(column).toBeGreaterThanOrEqual(1);
  // One past the end is where an unexpected end of text is reported.
  expect(column).toBeLessThanOrEqual((lines[(line ?? 1) - 1] ?? 0) + 1);
}

/**
 * What every answer of `parse` must hold, whatever the text: a list of issues, each with a
 * pointer that matches its segments, a short non-empty message, and a position inside the text;
 * a rejected document has at least one error, and only root-level problems sit at ''.
 */
export function expectWellFormedIssues(result: ParseResult, text: string): void {
  expect(Array.isArray(result.issues)).toBe(true);
  const lines = lineLengths(text);
  for (const issue of result.issues) {
    expect(typeof issue.path).toBe('string');
    expect(issue.path).toBe(toPointer(issue.segments));
    expect(typeof issue.message).toBe('string');
    expect(issue.message.trim()).not.toBe('');
    expect(issue.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(['error', 'warning']).toContain(issue.severity);
    expect(issue.code).not.toBe('');
    if (issue.code === 'syntax') expect(issue.line).toBeDefined();
    if (issue.severity === 'error' && issue.path === '') {
      expect(
        ROOT_CODES.has(issue.code) || !isRecord(result.document),
        `“${issue.code}” at the root: ${issue.message}`,
      ).toBe(true);
    }
    expectLocated(issue, lines);
  }
  if (result.document === undefined || result.kind === null) {
    expect(result.issues.some((issue) => issue.severity === 'error')).toBe(true);
  }
}
