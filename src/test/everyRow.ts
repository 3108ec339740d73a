import { expect } from 'vitest';

/**
 * One assertion for a rule over many generated rows (every field of a schema walk, every spec
 * field): collects each row's violation and fails once, listing all of them, so a failure names
 * every offender instead of one test per row. `check` returns why a row breaks the rule, or
 * nothing when it holds.
 */
export function expectEveryRow<T>(
  rows: readonly (readonly [string, T])[],
  check: (row: T) => string | undefined | false,
): void {
  expect(rows.length, 'the rule was checked on no row').toBeGreaterThan(0);
  const violations = rows.flatMap(([name, row]) => {
    const why = check(row);
    return why ? [`${name}: ${why}`] : [];
  });
  const said = `${violations.length} of ${rows.length} rows break the rule:\n${violations.join('\n')}`;
  expect(violations, said).toEqual([]);
}
