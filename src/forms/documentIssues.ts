import { createLinter } from '../io/createLinter';
import type { LintOptions } from '../io/lint';
import { validateAt } from '../io/validate';
import type { ResourceKind } from '../schema';
import type { IssueSources } from './issueStore';

/**
 * The issue channel's sources for one document: src/io's validation and its incremental linter
 * (lint with the readiness rules; `options` adds what the host measured, such as image sizes).
 * The linter re-derives only the parts whose identity changed, so it must be given immutable
 * snapshots (DocumentSnapshots), never react-hook-form's values, which change in place.
 */
export function documentIssues(kind: ResourceKind, options?: () => LintOptions): IssueSources {
  const linter = createLinter(kind);
  return {
    validateAt: (value, prefix) => validateAt(value, kind, prefix),
    lint: (document) => linter(document, options?.()),
  };
}
