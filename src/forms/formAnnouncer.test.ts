import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormAnnouncer, TYPING_PAUSE_MS } from './formAnnouncer';

beforeEach(() => {
  // Timers only: the announcer's batch ends in a real microtask.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Every text the announcer says, in order. */
function listen(announcer: ReturnType<typeof createFormAnnouncer>) {
  const said: string[] = [];
  announcer.subscribe(() => said.push(announcer.get().text));
  return said;
}

describe('createFormAnnouncer', () => {
  it('says news of typing once, when the keys pause, as it is then', () => {
    const announcer = createFormAnnouncer();
    const said = listen(announcer);
    // 29 keys, each changing the field's issue and the verdict, 100 ms apart.
    for (let key = 1; key <= 29; key++) {
      announcer.sayWhenPaused('verdict', () => `${key} errors`, true);
      announcer.sayWhenPaused('class-id', () => `Error: key ${key}`);
      vi.advanceTimersByTime(100);
    }
    expect(said).toEqual([]);
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 100);
    expect(said).toEqual(['Error: key 29 29 errors']);
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 3);
    expect(said).toHaveLength(1);
  });

  it('says each pause’s news: two bursts, two announcements', async () => {
    const announcer = createFormAnnouncer();
    const said = listen(announcer);
    announcer.sayWhenPaused('field', () => 'Warning: first');
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    await Promise.resolve();
    announcer.sayWhenPaused('field', () => 'Warning: second');
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(said).toEqual(['Warning: first', 'Warning: second']);
  });

  it('says nothing when the news at the pause is none', () => {
    const announcer = createFormAnnouncer();
    const said = listen(announcer);
    announcer.sayWhenPaused('field', () => '');
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(said).toEqual([]);
  });

  it('says a list’s news at once', () => {
    const announcer = createFormAnnouncer();
    const said = listen(announcer);
    announcer.say('Added row 3.');
    expect(said).toEqual(['Added row 3.']);
  });
});
