import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRules } from './registry';

// docs/google-coverage.md: one row per sentence of Google's reference, with the rule that checks it.
const text = readFileSync(new URL('../../../docs/google-coverage.md', import.meta.url), 'utf8');
const rows = text
  .split('\n')
  .filter((line) => line.startsWith('|') && !/^\|\s*Field\s*\|/.test(line) && !/^\|\s*-/.test(line))
  .map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
const rulesOf = (cell: string) => [...cell.matchAll(/`(google\.[a-zA-Z.]+)`/g)].map((m) => m[1]!);

describe('docs/google-coverage.md', () => {
  it('has a row for every rule of the registry', () => {
    const named = new Set(rows.flatMap((row) => rulesOf(row[3] ?? '')));
    expect(
      allRules()
        .filter((rule) => !named.has(rule.id))
        .map((rule) => rule.id),
    ).toEqual([]);
  });

  it('names only rules that exist', () => {
    const ids = new Set(allRules().map((rule) => rule.id));
    const unknown = rows.flatMap((row) => rulesOf(row[3] ?? '')).filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });

  it('gives each row a field, Google’s words, a Google page and a rule or the reason for none', () => {
    const bad = rows.filter(
      ([field, said, page, by]) =>
        !field ||
        !said ||
        !/\]\(https:\/\/developers\.google\.com\/wallet\//.test(page ?? '') ||
        !by,
    );
    expect(bad).toEqual([]);
    expect(rows.every((row) => row.length === 4)).toBe(true);
  });

  it('says how many rows there are and how many a rule checks', () => {
    const covered = rows.filter((row) => rulesOf(row[3] ?? '').length > 0).length;
    expect(text).toContain(
      `<!-- counts: ${rows.length} rows, ${covered} checked by a readiness rule -->`,
    );
    expect(text).toContain(`**${rows.length} sentences, ${covered} checked by a readiness rule**`);
  });
});
