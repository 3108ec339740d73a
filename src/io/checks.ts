import { lintChecks } from './lintChecks';
import type {
  Finding,
  ReadinessContext,
  ReadinessRule,
  RuleScope,
} from './readiness/readinessRule';
import { lintRules, readinessRules } from './readiness/registry';

/** A readiness rule or an editor warning, as the linter runs it. */
export interface Check {
  /** The issue code: the rule id, or 'lint.*' for an editor warning. */
  code: string;
  rule?: string;
  source?: string;
  scope: RuleScope;
  reads?: readonly string[];
  check: (context: ReadinessContext) => Finding[];
}

const fromRule = (rule: ReadinessRule): Check => ({
  code: rule.id,
  rule: rule.id,
  source: rule.source,
  scope: rule.scope,
  reads: rule.reads,
  check: rule.check,
});

/** The readiness rules alone, in the registry's order. */
export const readinessChecks: readonly Check[] = readinessRules.map(fromRule);

/** The editor warnings, then the readiness rules: the order findings of one place are listed in. */
export const linterChecks: readonly Check[] = [
  ...lintChecks.map(({ code, scope, reads, check }): Check => {
    const info = lintRules[code];
    return { code, rule: info?.id, source: info?.source, scope, reads, check };
  }),
  ...readinessChecks,
];
