import { createContext, useContext } from 'react';

/** What the form's one polite live region says now, and how many times it has spoken. */
export interface Announcement {
  text: string;
  count: number;
}

/** The form's voice: every part says its news here, so one region speaks for the whole form. */
export interface FormAnnouncer {
  say: (text: string) => void;
  get: () => Announcement;
  subscribe: (listener: () => void) => () => void;
}

/**
 * One announcer per form. What is said in one task (a field's new error and the verdict it
 * changes) is said together, once, in the order it came.
 */
export function createFormAnnouncer(): FormAnnouncer {
  let current: Announcement = { text: '', count: 0 };
  let batch: string[] | null = null;
  const listeners = new Set<() => void>();
  return {
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
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const FormAnnouncerContext = createContext<FormAnnouncer | null>(null);

const silent: FormAnnouncer['say'] = () => undefined;

/** Says a piece of news in the form's live region (nothing outside a form, as in a unit test). */
export function useAnnounce(): FormAnnouncer['say'] {
  return useContext(FormAnnouncerContext)?.say ?? silent;
}
