import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules, and axe's best practices. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  screen: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export interface AxeOptions {
  /** Axe's rule tags to run (default: wcagTags); ignored when `rules` is given. */
  tags?: string[];
  /** These rules alone, e.g. ['color-contrast']. */
  rules?: string[];
  /** A CSS selector: only what it selects is checked. */
  include?: string;
  /** Which impacts count (default: every impact). */
  impacts?: readonly string[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Runs axe-core in the page and returns its violations as findings named after `screen`.
 * axe is put in the page once per document (AxeBuilder injects its whole source on every
 * analysis and opens a page to finish each one: about a second each on a small machine), so a
 * test may check several screens of one page cheaply. The evaluation is the DevTools protocol's,
 * which the app's content security policy does not apply to.
 */
export async function axeFindings(
  page: Page,
  screen: string,
  { tags = wcagTags, rules, include, impacts }: AxeOptions = {},
): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const runOnly = rules
    ? { type: 'rule' as const, values: rules }
    : { type: 'tag' as const, values: tags };
  const violations = await page.evaluate(
    async ({ runOnly, include }) => {
      // resultTypes: passes and the rest are counted, not described: axe builds a selector for
      // each node it lists, which took a fifth to a third of a run. Violations stay whole.
      const results = await window.axe!.run(include ? { include: [[include]] } : document, {
        runOnly,
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { runOnly, include },
  );
  return violations
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ''))
    .map((violation) => ({ screen, ...violation }));
}
