import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localJournal } from './localJournal';
import type { UnsavedEdits } from './unsavedEdits';
import { memoryStorage } from '../../test/drafts/memoryStorage';

const journal = (...values: string[]): UnsavedEdits => ({
  id: 'd1',
  kind: 'transitClass',
  name: 'Metro',
  createdAt: 1,
  edits: values.map((value, i) => ({ at: 100 + i, path: 'issuerName', value })),
});
const lastValue = (copy: UnsavedEdits | null) => copy?.edits.at(-1);

let local = memoryStorage();
let session = memoryStorage();
beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
});
afterEach(() => vi.unstubAllGlobals());

describe('the emergency copy in Web Storage', () => {
  it('is kept in localStorage while it has room, and nowhere else', () => {
    expect(localJournal.keep(journal('H', 'Ha'))).toBeNull();
    expect(lastValue(localJournal.read('d1'))).toMatchObject({ value: 'Ha' });
    expect(session.length).toBe(0);
  });

  it('with localStorage full, says so, and a reload still finds the last keystroke in the tab', () => {
    localJournal.keep(journal('H'));
    local.full = true;
    expect(localJournal.keep(journal('H', 'Ha'))).toBe('quota');
    expect(lastValue(localJournal.read('d1'))).toMatchObject({ value: 'Ha' });
    expect(localJournal.ids()).toEqual(['d1']);
    localJournal.forget('d1');
    expect(localJournal.read('d1')).toBeNull();
    expect(local.length + session.length).toBe(0);
  });

  it('once localStorage has room again, holds the newest there and leaves no older copy', () => {
    local.full = true;
    localJournal.keep(journal('H', 'Ha'));
    local.full = false;
    expect(localJournal.keep(journal('H', 'Ha', 'Har'))).toBeNull();
    expect(session.length).toBe(0);
    expect(lastValue(localJournal.read('d1'))).toMatchObject({ value: 'Har' });
  });
});
