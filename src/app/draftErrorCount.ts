import { validate, type Verdict } from '../io';
import { loadedLinter } from '../io/loadLinter';
import type { Draft } from './drafts';
import { liveVerdict, type LiveVerdicts } from './liveVerdicts';

export { verdictText } from '../io';

export type DraftVerdict = Verdict;

const known = new Map<string, { updatedAt: number; verdict: DraftVerdict }>();

/**
 * How many errors and warnings a draft has: the one verdict its editor shows while it is open
 * (liveVerdicts), else as the editor counted them when it saved, or, for an older draft, checked
 * here, again only when it changed (a large pass takes a moment). Undefined while that check
 * waits for the warnings' rules (useLinterLoaded loads them).
 */
export function draftVerdict(
  draft: Pick<Draft, 'id' | 'kind' | 'document' | 'updatedAt' | 'verdict'>,
  live?: LiveVerdicts,
): DraftVerdict | undefined {
  const shown = liveVerdict(draft, live);
  if (shown) return shown;
  if (draft.verdict) return draft.verdict;
  const cached = known.get(draft.id);
  if (cached?.updatedAt === draft.updatedAt) return cached.verdict;
  const createLinter = loadedLinter();
  if (!createLinter) return undefined;
  const verdict = {
    errors: validate(draft.document, draft.kind).length,
    warnings: createLinter(draft.kind)(draft.document).length,
  };
  known.set(draft.id, { updatedAt: draft.updatedAt, verdict });
  return verdict;
}

/** How many errors a stored draft has (see draftVerdict). */
export function draftErrorCount(draft: Pick<Draft, 'id' | 'kind' | 'document' | 'updatedAt'>) {
  return draftVerdict(draft)?.errors;
}
