import { lint, validate } from '../io';
import type { Draft } from './drafts';

/** A document's two verdicts: spec errors (validity) and warnings (Google readiness, lint). */
export interface DraftVerdict {
  errors: number;
  warnings: number;
}

const known = new Map<string, { updatedAt: number; verdict: DraftVerdict }>();

/**
 * How many errors and warnings a stored draft has. The draft list refreshes after every
 * autosave; a draft is checked again only when it changed (a large pass takes a moment).
 */
export function draftVerdict(
  draft: Pick<Draft, 'id' | 'kind' | 'document' | 'updatedAt'>,
): DraftVerdict {
  const cached = known.get(draft.id);
  if (cached?.updatedAt === draft.updatedAt) return cached.verdict;
  const verdict = {
    errors: validate(draft.document, draft.kind).length,
    warnings: lint(draft.document, draft.kind).length,
  };
  known.set(draft.id, { updatedAt: draft.updatedAt, verdict });
  return verdict;
}

/** How many errors a stored draft has (see draftVerdict). */
export function draftErrorCount(draft: Pick<Draft, 'id' | 'kind' | 'document' | 'updatedAt'>) {
  return draftVerdict(draft).errors;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The words for a verdict, the same in the tab, the toolbar and the issue list: "2 errors",
 * "Valid · 3 Google warnings", or "Ready" (valid, and nothing Google would object to).
 */
export function verdictText({ errors, warnings }: DraftVerdict): string {
  if (errors > 0) return plural(errors, 'error');
  if (warnings > 0) return `Valid · ${plural(warnings, 'Google warning')}`;
  return 'Ready';
}
