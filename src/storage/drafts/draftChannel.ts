/** What one tab tells the others about the drafts they share: a draft saved or deleted. */
export type DraftMessage =
  { type: 'saved'; id: string; updatedAt: number } | { type: 'deleted'; id: string };

const NAME = 'pass-studio.drafts';

// One channel object per tab: it never hears its own messages, only other tabs'.
let channel: BroadcastChannel | null | undefined;
const listeners = new Set<(message: DraftMessage) => void>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
  channel?.addEventListener('message', (event: MessageEvent<DraftMessage>) => {
    listeners.forEach((listener) => listener(event.data));
  });
  return channel;
}

/** Tells the other tabs of this app that a draft changed in storage. */
export function announceDraft(message: DraftMessage): void {
  open()?.postMessage(message);
}

/** Calls `listener` with every message from other tabs; returns the unsubscribe. */
export function onDraftMessage(listener: (message: DraftMessage) => void): () => void {
  open();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
