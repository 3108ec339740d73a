import type { ResourceKind } from '../schema/resources';
import { createLinter, type LintOptions } from './createLinter';
import type { Issue } from './issue';

/**
 * Every warning of a document: the editor warnings of docs/decisions.md, "Editor warnings"
 * (src/io/lintChecks) and the readiness checks of "Ready for Google" (src/io/readiness), each with
 * its rule id and source. Shown next to the field, never blocking export. Works on any document,
 * valid or not. A fresh linter's result: the editor keeps one (createLinter) to re-derive only what
 * changed, and both give the same warnings in the same order.
 */
export function lint(document: unknown, kind: ResourceKind, options: LintOptions = {}): Issue[] {
  return createLinter(kind)(document, options);
}

export type { LintOptions } from './createLinter';
