import type { Linter, LintOptions } from '../io/createLinter';
import { loadedLinter, loadLinter } from '../io/loadLinter';
import { validateAt } from '../io/validate';
import type { ResourceKind } from '../schema';
import type { IssueSources } from './issueStore';

export interface DocumentIssueSources extends IssueSources {
  /**
   * Undefined once the warnings can be checked; until then, the load of their rules (a chunk of
   * their own, src/io/loadLinter), which `lint` needs.
   */
  pending: () => Promise<unknown> | undefined;
  /**
   * Derives warnings of `document` ahead, until `stop()` says so (the linter's `prepare`): true
   * once `lint` will only put them together. True at once while the rules are not loaded.
   */
  prepare: (document: unknown, stop: () => boolean) => boolean;
}

/**
 * The issue channel's sources for one document: src/io's validation and its incremental linter
 * (lint with the readiness rules; `options` adds what the host measured, such as image sizes).
 * The linter re-derives only the parts whose identity changed, so it must be given immutable
 * snapshots (DocumentSnapshots), never a document changed in place.
 */
export function documentIssues(
  kind: ResourceKind,
  options?: () => LintOptions,
): DocumentIssueSources {
  let linter: Linter | undefined;
  const ready = () => (linter ??= loadedLinter()?.(kind));
  return {
    validateAt: (value, prefix) => validateAt(value, kind, prefix),
    lint: (document) => {
      const lint = ready();
      if (!lint) throw new Error('The warnings were checked before their rules loaded');
      return lint(document, options?.());
    },
    pending: () => (ready() ? undefined : loadLinter()),
    prepare: (document, stop) => ready()?.prepare(document, stop) ?? true,
  };
}
