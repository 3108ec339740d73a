import { lint, validate, type Verdict } from '../io';
import type { Draft } from './drafts';

export { verdictText } from '../io';

export type DraftVerdict = Verdict;

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
