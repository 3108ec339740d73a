// Writes the rule table of docs/rules.md from the readiness registry (npm run docs:rules); a test in
// src/io/readiness/readiness.test.ts fails while the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { withRuleTable } from '../src/io/readiness/ruleTable';

const readme = new URL('../docs/rules.md', import.meta.url);
const options = (await resolveConfig(readme.pathname)) ?? {};
const text = await format(withRuleTable(readFileSync(readme, 'utf8')), {
  ...options,
  filepath: readme.pathname,
});
writeFileSync(readme, text);
console.log('docs/rules.md: rule table written from the registry');
