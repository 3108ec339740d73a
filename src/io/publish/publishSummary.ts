import { explainedAt } from '../googleErrorRows';
import type { PublishOutcome } from './publishDocument';
import { PublishError } from './publishError';

/** A publish outcome as plain data: what the embed's `publish` reply carries. */
export interface PublishSummary {
  action: 'insert' | 'update' | 'patch' | 'unchanged' | 'refuse';
  sent: boolean;
  changes: {
    path: string;
    change: 'added' | 'removed' | 'changed';
    before?: unknown;
    after?: unknown;
  }[];
  notes: string[];
  fallback?: string;
}

export function publishSummary({ plan, sent }: PublishOutcome): PublishSummary {
  if (plan.action === 'refuse') {
    return {
      action: 'refuse',
      sent,
      changes: [],
      notes: plan.issues.map((issue) => `${issue.path || 'The pass'}: ${issue.message}`),
    };
  }
  const changes =
    plan.action === 'update' || plan.action === 'patch'
      ? plan.changes.map(({ path, change, before, after }) => ({
          path,
          change,
          ...(before !== undefined && { before }),
          ...(after !== undefined && { after }),
        }))
      : [];
  return {
    action: plan.action,
    sent,
    changes,
    notes: plan.notes.map((note) => note.message),
    ...(plan.action === 'update' && plan.fallback !== undefined && { fallback: plan.fallback }),
  };
}

/** Why publishing failed, as a failed reply's error: Google's reason as the code, the row to read. */
export function publishFailure(error: unknown): { code: string; message: string } {
  if (!(error instanceof PublishError)) {
    return { code: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  const see = error.details.explained ? ` (see ${explainedAt(error.details.explained)})` : '';
  return { code: error.details.reason ?? error.kind, message: `${error.message}${see}` };
}
