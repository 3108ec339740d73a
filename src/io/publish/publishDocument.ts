import type { ResourceKind } from '../../schema/resources';
import { isRecord } from '../walkDocument';
import { planPublish, type PublishPlan, type Resource } from './planPublish';
import type { WalletApi } from './walletApi';

export interface PublishOutcome {
  plan: PublishPlan;
  /** Whether a write was sent (and Google took it). */
  sent: boolean;
  /** What Google stored, as it answered. */
  stored?: Resource;
}

export interface PublishOptions {
  patch?: boolean;
  /**
   * Asked with the plan before anything is written (insert, update or patch): resolve false to
   * send nothing. Without it, the plan is sent.
   */
  confirm?: (plan: PublishPlan) => Promise<boolean>;
}

/**
 * Publishes one document: reads Google's copy, plans (planPublish), asks `confirm`, then sends
 * the insert, PUT or PATCH. Google's errors reject with a PublishError.
 */
export async function publishDocument(
  api: WalletApi,
  kind: ResourceKind,
  document: unknown,
  options: PublishOptions = {},
): Promise<PublishOutcome> {
  const id = isRecord(document) && typeof document.id === 'string' ? document.id : '';
  const googleCopy = id === '' ? null : await api.get(kind, id);
  const plan = planPublish(document, kind, googleCopy, options);
  if (plan.action === 'refuse' || plan.action === 'unchanged') return { plan, sent: false };
  if (options.confirm && !(await options.confirm(plan))) return { plan, sent: false };
  const stored =
    plan.action === 'insert'
      ? await api.insert(kind, plan.body)
      : plan.action === 'patch'
        ? await api.patch(kind, id, plan.body)
        : await api.update(kind, id, plan.body);
  return { plan, sent: true, stored };
}
