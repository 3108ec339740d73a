import { allRules, type RuleInfo } from './registry';

/** The rule table of docs/rules.md sits between these lines; `npm run docs:rules` writes it. */
export const RULE_TABLE_START =
  '<!-- rules:start (generated from src/io/readiness/registry.ts by npm run docs:rules) -->';
export const RULE_TABLE_END = '<!-- rules:end -->';

/** A page's link text: the last part of its path ("transitclass", "AppLinkData"). */
function pageName(url: string): string {
  const path = new URL(url).pathname.replace(/\/$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

const pages = (rule: RuleInfo) =>
  [...new Set([rule.source, ...(rule.also ?? [])])]
    .map((url) => `[${pageName(url)}](${url})`)
    .join(', ');

/** One row per rule id: id, what it checks, Google's pages. */
export function ruleTableRows(): string[][] {
  return allRules().map((rule) => [`\`${rule.id}\``, rule.title, pages(rule)]);
}

/** The table as Markdown (Prettier pads it when docs/rules.md is formatted). */
export function ruleTableMarkdown(): string {
  const rows = [
    ['Rule id', 'What it checks', 'Google’s page'],
    ['---', '---', '---'],
    ...ruleTableRows(),
  ];
  return rows
    .map((cells) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`)
    .join('\n');
}

/** The cells of the Markdown table between the markers of `text`, without header and rule line. */
export function readRuleTable(text: string): string[][] | undefined {
  const start = text.indexOf(RULE_TABLE_START);
  const end = text.indexOf(RULE_TABLE_END);
  if (start < 0 || end < start) return undefined;
  return text
    .slice(start + RULE_TABLE_START.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|')),
    );
}

/** `text` with the table between the markers replaced by the registry's. */
export function withRuleTable(text: string): string {
  const start = text.indexOf(RULE_TABLE_START);
  const end = text.indexOf(RULE_TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`docs/rules.md has no ${RULE_TABLE_START} … ${RULE_TABLE_END}`);
  return `${text.slice(0, start + RULE_TABLE_START.length)}\n\n${ruleTableMarkdown()}\n\n${text.slice(end)}`;
}
