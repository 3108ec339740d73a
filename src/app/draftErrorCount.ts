import { validate } from '../io';
import type { Draft } from './drafts';

const known = new Map<string, { updatedAt: number; errors: number }>();

/**
 * How many errors a stored draft has. The draft list refreshes after every autosave; a draft is
 * validated again only when it changed (a large pass takes a noticeable moment to validate).
 */
export function draftErrorCount(draft: Pick<Draft, 'id' | 'kind' | 'document' | 'updatedAt'>) {
  const cached = known.get(draft.id);
  if (cached?.updatedAt === draft.updatedAt) return cached.errors;
  const errors = validate(draft.document, draft.kind).filter(
    (issue) => issue.severity === 'error',
  ).length;
  known.set(draft.id, { updatedAt: draft.updatedAt, errors });
  return errors;
}
