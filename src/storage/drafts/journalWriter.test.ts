import { describe, expect, it } from 'vitest';
import { createJournalWriter, journalFileName, type JournalReply } from './journalWriter';
import { createMemoryJournalFiles } from '../../test/drafts/memoryJournalFiles';

function setup() {
  const memory = createMemoryJournalFiles();
  const replies: JournalReply[] = [];
  const waits: number[] = [];
  const write = createJournalWriter(
    memory.files,
    (reply) => replies.push(reply),
    (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  );
  let seq = 0;
  const name = journalFileName('d1');
  /** Sends a command and waits for every answer so far. */
  const send = async (type: 'append' | 'rewrite' | 'forget' | 'release', text = '') => {
    seq++;
    write(
      type === 'append' || type === 'rewrite'
        ? { type, id: 'd1', seq, text }
        : { type, id: 'd1', seq },
    );
    await new Promise((resolve) => setTimeout(resolve));
    return replies[seq - 1];
  };
  return { memory, replies, waits, send, name };
}

describe('createJournalWriter (the worker writing the journal files)', () => {
  it('appends and rewrites, flushing before it answers', async () => {
    const { memory, send, name } = setup();
    expect(await send('rewrite', 'head\n')).toMatchObject({ problem: null });
    await send('append', 'one\n');
    expect(memory.text(name)).toBe('head\none\n');
    await send('rewrite', 'head\nall\n');
    expect(memory.text(name)).toBe('head\nall\n');
    expect(memory.state.flushes).toBe(3);
  });

  it('answers in the order asked, each with its sequence number', async () => {
    const { memory, replies, send } = setup();
    memory.state.busyOpens = 2;
    await send('rewrite', 'a\n');
    await send('append', 'b\n');
    expect(replies.map((reply) => reply.seq)).toEqual([1, 2]);
  });

  it('cuts a failed write off the file and refuses appends until a rewrite', async () => {
    const { memory, send, name } = setup();
    await send('rewrite', 'head\n');
    memory.state.failWrites = 1;
    expect(await send('append', 'lost\n')).toMatchObject({ problem: 'quota' });
    // The next append would leave a hole where the lost edit was.
    expect(await send('append', 'after\n')).toMatchObject({ problem: 'unavailable' });
    expect(memory.text(name)).toBe('head\n');
    expect(await send('rewrite', 'head\nlost\nafter\n')).toMatchObject({ problem: null });
    await send('append', 'more\n');
    expect(memory.text(name)).toBe('head\nlost\nafter\nmore\n');
  });

  it('waits for a file another tab is letting go of, then gives up with a reason', async () => {
    const { memory, send, waits } = setup();
    memory.state.busyOpens = 3;
    expect(await send('rewrite', 'a\n')).toMatchObject({ problem: null });
    expect(waits).toEqual([20, 50, 100]);
    await send('release');
    memory.state.busyOpens = 100;
    expect(await send('rewrite', 'b\n')).toMatchObject({ problem: 'unavailable' });
    expect(waits).toHaveLength(3 + 6);
  });

  it('lets the file go on release and removes it on forget', async () => {
    const { memory, send, name } = setup();
    await send('rewrite', 'a\n');
    expect(memory.isOpen(name)).toBe(true);
    await send('release');
    expect(memory.isOpen(name)).toBe(false);
    expect(memory.text(name)).toBe('a\n');
    await send('rewrite', 'b\n');
    expect(await send('forget')).toMatchObject({ problem: null });
    expect(memory.names()).toEqual([]);
    expect(await send('forget')).toMatchObject({ problem: null });
  });
});
