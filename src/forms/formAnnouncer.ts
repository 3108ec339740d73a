import { createContext, useContext } from 'react';

/** What the form's one polite live region says now, and how many times it has spoken. */
export interface Announcement {
  text: string;
  count: number;
}

/** The form's voice: every part says its news here, so one region speaks for the whole form. */
export interface FormAnnouncer {
  say: (text: string) => void;
  /**
   * News of typing (a field's new issue, the verdict it changes): said once typing pauses,
   * `TYPING_PAUSE_MS` after the last call, with `news` read then; a later call with the same
   * `key` replaces it. `last` news follows the rest in the one announcement.
   */
  sayWhenPaused: (key: string, news: () => string, last?: boolean) => void;
  get: () => Announcement;
  subscribe: (listener: () => void) => () => void;
}

/** How long typing must rest before its news is said: a burst of keys makes one announcement. */
export const TYPING_PAUSE_MS = 700;

/**
 * One announcer per form. What is said in one task is said together, once, in the order it came;
 * news of typing waits for the typing to pause, and then comes as one announcement.
 */
export function createFormAnnouncer(): FormAnnouncer {
  let current: Announcement = { text: '', count: 0 };
  let batch: string[] | null = null;
  const listeners = new Set<() => void>();
  const waiting = new Map<string, { news: () => string; last: boolean }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sayWaiting = () => {
    const all = [...waiting.values()];
    waiting.clear();
    const ordered = [...all.filter((w) => !w.last), ...all.filter((w) => w.last)];
    announcer.say(
      ordered
        .map((w) => w.news())
        .filter(Boolean)
        .join(' '),
    );
  };
  const announcer: FormAnnouncer = {
    say(text) {
      if (!text || batch?.includes(text)) return;
      if (batch) batch.push(text);
      else {
        batch = [text];
        queueMicrotask(() => (batch = null));
      }
      current = {
        text: batch.join(' '),
        count: batch.length > 1 ? current.count : current.count + 1,
      };
      for (const listener of listeners) listener();
    },
    sayWhenPaused(key, news, last = false) {
      waiting.set(key, { news, last });
      clearTimeout(timer);
      timer = setTimeout(sayWaiting, TYPING_PAUSE_MS);
    },
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return announcer;
}

export const FormAnnouncerContext = createContext<FormAnnouncer | null>(null);

const silent: FormAnnouncer = {
  say: () => undefined,
  sayWhenPaused: () => undefined,
  get: () => ({ text: '', count: 0 }),
  subscribe: () => () => undefined,
};

/** The form's voice (silent outside a form, as in a unit test). */
export function useAnnouncer(): FormAnnouncer {
  return useContext(FormAnnouncerContext) ?? silent;
}

/** Says a piece of news in the form's live region (nothing outside a form, as in a unit test). */
export function useAnnounce(): FormAnnouncer['say'] {
  return useAnnouncer().say;
}
