import { announceDraft, onDraftMessage, type DraftMessage } from './draftChannel';
import { unstoredWork } from './useAutosave';

/** Whether the tab holding a draft deleted it; if not, why, in words. */
export type DeleteOutcome = { deleted: true } | { deleted: false; reason: string };

/** The drafts' channel between tabs; tests link two of their own. */
export interface DraftChannel {
  post: (message: DraftMessage) => void;
  listen: (listener: (message: DraftMessage) => void) => () => void;
}

const tabs: DraftChannel = { post: announceDraft, listen: onDraftMessage };

export const NO_ANSWER = 'the tab editing it did not answer. Close it there, then delete it here.';

/**
 * Asks the tab that holds draft `id` (edits it) to delete it: that tab answers at once that it
 * was asked, then when it has deleted it or why it refused. No answer within `answerWithin` ms
 * (a frozen or hung tab), or no outcome within `finishWithin`, is a refusal that says so.
 */
export function requestDelete(
  id: string,
  { answerWithin = 1500, finishWithin = 15_000 } = {},
  channel: DraftChannel = tabs,
): Promise<DeleteOutcome> {
  const request = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (outcome: DeleteOutcome) => {
      clearTimeout(timer);
      stop();
      resolve(outcome);
    };
    const refuse = () => done({ deleted: false, reason: NO_ANSWER });
    let timer = setTimeout(refuse, answerWithin);
    const stop = channel.listen((message) => {
      if (message.type !== 'delete-answer' || message.request !== request) return;
      clearTimeout(timer);
      if (message.state === 'asked') timer = setTimeout(refuse, finishWithin);
      else if (message.state === 'deleted') done({ deleted: true });
      else done({ deleted: false, reason: message.reason ?? NO_ANSWER });
    });
    channel.post({ type: 'delete-request', id, request, answerBy: Date.now() + answerWithin });
  });
}

/**
 * While this tab holds draft `id`, answers other tabs' requests to delete it: refused while this
 * tab has work of it stored nowhere (deleting would leave no copy of that work), otherwise
 * `giveUp` deletes it here (saving first, so its undo has every edit). A request heard after the
 * asking tab stopped waiting is left alone. Returns the unsubscribe.
 */
export function answerDeleteRequests(
  id: string,
  giveUp: () => Promise<DeleteOutcome>,
  { channel = tabs, unstored = unstoredWork } = {},
): () => void {
  return channel.listen((message) => {
    if (message.type !== 'delete-request' || message.id !== id) return;
    // Heard too late (this tab was busy or frozen): the asking tab has told its user "no" already.
    if (Date.now() > message.answerBy) return;
    const { request } = message;
    const answer = (state: 'asked' | 'deleted' | 'refused', reason?: string) =>
      channel.post({ type: 'delete-answer', request, state, ...(reason ? { reason } : {}) });
    const problem = unstored(id);
    if (problem)
      return answer(
        'refused',
        `the tab editing it has changes it could not store (${problem.short}). Export them there first.`,
      );
    answer('asked');
    void giveUp().then(
      (outcome) => (outcome.deleted ? answer('deleted') : answer('refused', outcome.reason)),
      () => answer('refused', 'the tab editing it could not delete it.'),
    );
  });
}
