import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerDeleteRequests,
  NO_ANSWER,
  requestDelete,
  type DeleteOutcome,
  type DraftChannel,
} from './deleteRequests';
import type { DraftMessage } from './draftChannel';
import { storageProblem, type StorageProblem } from './storageProblem';

/** Two tabs on one channel: each hears only the other, as with BroadcastChannel. */
function twoTabs() {
  const listeners = [new Set<(m: DraftMessage) => void>(), new Set<(m: DraftMessage) => void>()];
  const tab = (me: 0 | 1): DraftChannel => ({
    post: (message) =>
      queueMicrotask(() => listeners[1 - me]?.forEach((listener) => listener(message))),
    listen: (listener) => {
      listeners[me]?.add(listener);
      return () => void listeners[me]?.delete(listener);
    },
  });
  return { asker: tab(0), holder: tab(1), listening: () => listeners[0]?.size ?? 0 };
}

/** The holder's side: answers for draft d1; `problem` is work it holds that is stored nowhere. */
const hold = (
  channel: DraftChannel,
  giveUp: () => Promise<DeleteOutcome>,
  problem: StorageProblem | null = null,
) => answerDeleteRequests('d1', giveUp, { channel, unstored: () => problem });

describe('a request to delete a draft another tab holds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is answered by the holder, which deletes it', async () => {
    const tabs = twoTabs();
    const giveUp = vi.fn(() => Promise.resolve<DeleteOutcome>({ deleted: true }));
    hold(tabs.holder, giveUp);
    const outcome = requestDelete('d1', {}, tabs.asker);
    await vi.advanceTimersByTimeAsync(10);
    await expect(outcome).resolves.toEqual({ deleted: true });
    expect(giveUp).toHaveBeenCalledOnce();
    expect(tabs.listening()).toBe(0);
  });

  it.each<[string, () => DeleteOutcome | Promise<never>, StorageProblem | null, RegExp]>([
    [
      'refused while the holder has work stored nowhere',
      () => ({ deleted: true }),
      storageProblem('quota'),
      /could not store \(storage is full\)\. Export them there first\.$/,
    ],
    [
      'refused with the reason the holder could not delete it',
      () => ({ deleted: false, reason: 'storage failed' }),
      null,
      /^storage failed$/,
    ],
    [
      'refused when deleting failed there',
      () => Promise.reject(new Error('x')),
      null,
      /could not delete/,
    ],
  ])('is %s', async (_name, result, problem, reason) => {
    const tabs = twoTabs();
    const giveUp = vi.fn(() => Promise.resolve(result()));
    hold(tabs.holder, giveUp, problem);
    const outcome = requestDelete('d1', {}, tabs.asker);
    await vi.advanceTimersByTimeAsync(10);
    const answered = await outcome;
    expect(answered.deleted).toBe(false);
    expect(!answered.deleted && answered.reason).toMatch(reason);
    if (problem) expect(giveUp).not.toHaveBeenCalled();
  });

  it('is refused with that reason when no tab answers, or the holder never finishes', async () => {
    const silent = twoTabs();
    const unanswered = requestDelete('d1', { answerWithin: 1500 }, silent.asker);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(unanswered).resolves.toEqual({ deleted: false, reason: NO_ANSWER });

    const stuck = twoTabs();
    hold(stuck.holder, () => new Promise<never>(() => undefined));
    const unfinished = requestDelete('d1', { answerWithin: 1500, finishWithin: 5000 }, stuck.asker);
    // Asked at once, so the first wait is over; the second runs out.
    await vi.advanceTimersByTimeAsync(4000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(unfinished).resolves.toEqual({ deleted: false, reason: NO_ANSWER });
  });

  it('is left alone when heard after the asking tab stopped waiting', async () => {
    const tabs = twoTabs();
    const giveUp = vi.fn(() => Promise.resolve<DeleteOutcome>({ deleted: true }));
    const late: DraftChannel = {
      ...tabs.holder,
      listen: (listener) =>
        tabs.holder.listen((message) => setTimeout(() => listener(message), 2000)),
    };
    hold(late, giveUp);
    const outcome = requestDelete('d1', { answerWithin: 1500 }, tabs.asker);
    await vi.advanceTimersByTimeAsync(2500);
    await expect(outcome).resolves.toEqual({ deleted: false, reason: NO_ANSWER });
    expect(giveUp).not.toHaveBeenCalled();
  });

  it('is no business of a tab holding another draft', async () => {
    const tabs = twoTabs();
    const giveUp = vi.fn(() => Promise.resolve<DeleteOutcome>({ deleted: true }));
    answerDeleteRequests('d2', giveUp, { channel: tabs.holder, unstored: () => null });
    const outcome = requestDelete('d1', { answerWithin: 100 }, tabs.asker);
    await vi.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toMatchObject({ deleted: false });
    expect(giveUp).not.toHaveBeenCalled();
  });
});
