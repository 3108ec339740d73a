import { lint, type LintOptions } from '../io/lint';
import { validateAt } from '../io/validate';
import type { ResourceKind } from '../schema';
import type { IssueSources } from './issueStore';

/**
 * The issue channel's sources for one kind of document: src/io's validation and lint (with the
 * readiness rules; `options` adds what the host measured, such as image sizes).
 */
export function documentIssues(kind: ResourceKind, options?: () => LintOptions): IssueSources {
  return {
    validateAt: (value, prefix) => validateAt(value, kind, prefix),
    lint: (document) => lint(document, kind, options?.()),
  };
}
