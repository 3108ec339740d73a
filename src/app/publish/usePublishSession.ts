import { useRef, useState } from 'react';
import type { GoogleErrorRow } from '../../io/googleErrorRows';
import { planPublishBoth, type PublishPlans } from '../../io/publish/planPublish';
import { sendPlan } from '../../io/publish/publishDocument';
import { PublishError } from '../../io/publish/publishError';
import type { PublishEndpoint } from '../../io/publish/publishEndpoint';
import { createPublishSession, type PublishSession } from '../../io/publish/publishSession';
import type { WalletApi } from '../../io/publish/walletApi';
import type { ServiceAccountKey } from '../../io/saveLink/serviceAccountKey';
import { keeperOf } from '../versions';
import { resourceKinds, type ResourceKind } from '../../schema/resources';

/** An open document to publish. */
export interface PublishTarget {
  draftId: string;
  name: string;
  kind: ResourceKind;
  document: unknown;
}

export type SendMethod = 'insert' | 'update' | 'patch';

/** Where one document stands: its two plans against Google's copy, a request under way, the last outcome. */
export interface PublishRowState {
  plans?: PublishPlans;
  busy?: 'reading' | SendMethod;
  sent?: SendMethod;
  error?: { message: string; explained?: GoogleErrorRow };
}

type Endpoint = Extract<PublishEndpoint, { ok: true }>;

const failure = (error: unknown): NonNullable<PublishRowState['error']> =>
  error instanceof PublishError
    ? {
        message: error.message,
        ...(error.details.explained && { explained: error.details.explained }),
      }
    : { message: error instanceof Error ? error.message : String(error) };

const idOf = (document: unknown) => {
  const id = (document as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : '';
};

/**
 * Publishing the open documents with a key held in memory: read each one's copy at Google
 * (classes first, as Google refuses an object before its class), plan an update by PUT and by
 * PATCH from one export (planPublishBoth), and send the one the user picks (sendPlan), then read again.
 */
export function usePublishSession(targets: readonly PublishTarget[]) {
  const [rows, setRows] = useState<Record<string, PublishRowState>>({});
  /** Why nothing could be read: the key refused, or the endpoint silent. */
  const [problem, setProblem] = useState<PublishRowState['error'] | null>(null);
  const session = useRef<{
    key: ServiceAccountKey;
    endpoint: Endpoint;
    session: PublishSession;
  } | null>(null);
  const ordered = [...targets].sort(
    (a, b) => resourceKinds.indexOf(a.kind) - resourceKinds.indexOf(b.kind),
  );
  const patchRow = (draftId: string, next: PublishRowState) =>
    setRows((all) => ({ ...all, [draftId]: next }));

  // One session per key and endpoint: its access token is asked for once, then reused; each
  // read of every copy and each send is a run of its own, with the whole time limit.
  const apiFor = (key: ServiceAccountKey, endpoint: Endpoint): WalletApi => {
    const held = session.current;
    if (held?.key === key && held.endpoint.baseUrl === endpoint.baseUrl) return held.session.run();
    const created = createPublishSession({
      key,
      baseUrl: endpoint.baseUrl,
      fetch: (...args) => window.fetch(...args),
      ...(endpoint.tokenUri && { tokenUri: endpoint.tokenUri }),
    });
    session.current = { key, endpoint, session: created };
    return created.run();
  };

  /** Reads one copy and plans it; a refused key or a silent endpoint is the session's problem. */
  const readOne = async (wallet: WalletApi, target: PublishTarget, sent?: SendMethod) => {
    patchRow(target.draftId, { busy: 'reading', ...(sent && { sent }) });
    try {
      const id = idOf(target.document);
      const copy = id === '' ? null : await wallet.get(target.kind, id);
      const plans = planPublishBoth(target.document, target.kind, copy);
      patchRow(target.draftId, { plans, ...(sent && { sent }) });
      return true;
    } catch (error) {
      const everyone = error instanceof PublishError && error.kind !== 'api';
      patchRow(target.draftId, everyone ? {} : { error: failure(error), ...(sent && { sent }) });
      if (everyone) setProblem(failure(error));
      return !everyone;
    }
  };

  const readAll = async (key: ServiceAccountKey, endpoint: Endpoint) => {
    setProblem(null);
    const wallet = apiFor(key, endpoint);
    for (const target of ordered) if (!(await readOne(wallet, target))) return;
  };

  const send = async (
    key: ServiceAccountKey,
    endpoint: Endpoint,
    target: PublishTarget,
    method: SendMethod,
  ) => {
    const row = rows[target.draftId];
    const plan = method === 'patch' ? row?.plans?.patch : row?.plans?.put;
    if (!plan || !('body' in plan) || (method === 'patch' && plan.action !== 'patch')) return;
    const wallet = apiFor(key, endpoint);
    setProblem(null);
    patchRow(target.draftId, { ...row, busy: method, error: undefined });
    try {
      await sendPlan(wallet, target.kind, idOf(target.document), plan);
    } catch (error) {
      patchRow(target.draftId, { ...row, busy: undefined, error: failure(error) });
      return;
    }
    // What Google now holds is a version of its own, to compare with later.
    void keeperOf(target.draftId, target.kind).moment('publish', target.document, method);
    await readOne(wallet, target, method);
  };

  return { ordered, rows, problem, readAll, send };
}
