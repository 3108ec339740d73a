import { describe, expect, it, vi } from 'vitest';
import { clipText, makeRowClip, readClip } from './clipEnvelope';
import { loadPasteChecks } from './loadPasteChecks';

// The chunk a paste loads: unreachable until the test says the connection is back.
const chunk = vi.hoisted(() => ({ online: false, loads: 0 }));
vi.mock('./pasteChecks', async (importActual) => {
  chunk.loads += 1;
  if (!chunk.online) throw new TypeError('Failed to fetch dynamically imported module');
  return importActual();
});

describe('loadPasteChecks', () => {
  it('says what went wrong when the chunk does not load, and loads it again on the next paste', async () => {
    const offline = await loadPasteChecks();
    expect(offline).toEqual({
      refused:
        'Pass Studio could not load what pastes need; check the connection, then paste again.',
    });
    expect(chunk.loads).toBe(1);

    chunk.online = true;
    const online = await loadPasteChecks();
    expect(chunk.loads).toBe(2);
    if (!('checks' in online)) throw new Error(`refused: ${online.refused}`);
    const fare = { id: 'fare', header: 'Fare', body: '2.80 EUR' };
    const pasted = online.checks.checkRowPaste(
      readClip(clipText(makeRowClip('transitClass', 'textModule', fare))),
      { kind: 'offerObject', list: ['textModulesData'], rows: [], at: 0 },
    );
    expect(pasted).toMatchObject({ ok: true, values: [fare] });

    // Once loaded, it stays: a third paste fetches nothing.
    await loadPasteChecks();
    expect(chunk.loads).toBe(2);
  });
});
