import { describe, expect, it, vi } from 'vitest';
import { createDraft } from './draft';
import { createMemoryDraftStore } from './memoryDraftStore';
import { storeVerdict } from './storeVerdict';

const counted = { errors: 1, warnings: 2 };

describe('storeVerdict', () => {
  it('checks a draft without a verdict once and stores it with the draft', async () => {
    const draft = createDraft('transitClass', { id: 7 }, 'Old', { now: 5 });
    const store = createMemoryDraftStore([draft]);
    const check = vi.fn(() => counted);
    expect(await storeVerdict(store, draft.id, check)).toEqual({ ...draft, verdict: counted });
    expect((await store.get(draft.id))?.verdict).toEqual(counted);
    // Stored: the next tab to ask reads it, nothing is checked again.
    expect(await storeVerdict(store, draft.id, check)).toEqual({ ...draft, verdict: counted });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('keeps a stored verdict and the draft’s change time', async () => {
    const draft = createDraft('transitClass', {}, 'New', { now: 5, verdict: counted });
    const check = vi.fn(() => ({ errors: 0, warnings: 0 }));
    const stored = await storeVerdict(createMemoryDraftStore([draft]), draft.id, check);
    expect([stored?.verdict, stored?.updatedAt, check.mock.calls.length]).toEqual([counted, 5, 0]);
  });

  it('answers nothing for a draft that is gone', async () => {
    expect(await storeVerdict(createMemoryDraftStore(), 'gone', () => counted)).toBeUndefined();
  });
});
