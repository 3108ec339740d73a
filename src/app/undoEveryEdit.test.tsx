import { EditorView } from '@codemirror/view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually, fakePageTimers } from '../test/fastTimers';
import { App } from './App';
import { DraftStoreProvider } from './drafts';
import { createDraft, createMemoryDraftStore, type DraftStore } from '../storage';
import { stubRangeLayout } from '../test/stubRangeLayout';

// Undo and redo across every kind of edit, as a person does them in the app: each edit is made
// through the screen, then Undo and Redo in the document toolbar, and the document is read back
// from the draft store (what a reload would show). The debounces (undo step, autosave) run in
// fake time, so the table waits for what happens, not for the clock.

beforeAll(stubRangeLayout);
beforeEach(() => {
  localStorage.clear();
  fakePageTimers();
});
afterEach(() => vi.useRealTimers());

const offerClass = {
  id: '3388000000022.drinks',
  issuerName: 'Bar',
  title: 'Drinks',
  provider: 'Bar',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
};
const start = {
  id: '3388000000022.offer-1',
  classId: '3388000000022.drinks',
  state: 'ACTIVE',
  barcode: { type: 'QR_CODE', value: '111' },
  textModulesData: [
    { id: 'a', header: 'Happy hour', body: '5 to 7' },
    { id: 'b', header: 'Terms', body: 'One per visit' },
  ],
};

function renderApp(store: DraftStore) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DraftStoreProvider store={store}>
        <App storageProblem={null} />
      </DraftStoreProvider>
    </QueryClientProvider>,
  );
}

const section = (name: string) =>
  fireEvent.click(
    within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', {
      name: new RegExp(`^${name}`),
    }),
  );
const toolbar = () => screen.getByRole('toolbar', { name: 'Document' });

interface EditCase {
  edit: string;
  /** Does the edit through the screen, the way a person would. */
  act: () => Promise<void> | void;
  after: Record<string, unknown>;
  /** A button the edit makes appear on screen, gone again after undo. */
  shows?: string;
  /** What the person sees of the edit: `read()` gives `before` after undo, `after` after redo. */
  seen?: { read: () => unknown; before: unknown; after: unknown };
}

const removeButtons = () =>
  screen.queryAllByRole('button', { name: /^Remove text module \d/ }).length;
const rowIds = () =>
  screen
    .queryAllByRole('button', { name: /^Text module '/ })
    .map((row) => /'([^']+)'/.exec(row.textContent ?? '')?.[1]);
const jsonText = () => {
  const content = screen.queryByRole('textbox', { name: 'Raw JSON' });
  return content ? (EditorView.findFromDOM(content)?.state.doc.toString() ?? '') : '';
};

const rows = start.textModulesData;
const cases: EditCase[] = [
  {
    edit: 'typing in a field',
    act: () => {
      section('Barcode');
      fireEvent.change(screen.getByLabelText('Value'), { target: { value: '222' } });
    },
    after: { ...start, barcode: { type: 'QR_CODE', value: '222' } },
    seen: {
      read: () => screen.getByLabelText<HTMLInputElement>('Value').value,
      before: '111',
      after: '222',
    },
  },
  {
    edit: 'adding a row',
    act: () => {
      section('Modules');
      fireEvent.click(screen.getByRole('button', { name: /Add text module/ }));
    },
    after: { ...start, textModulesData: [...rows, {}] },
    seen: { read: removeButtons, before: 2, after: 3 },
  },
  {
    edit: 'removing a row',
    act: () => {
      section('Modules');
      fireEvent.click(screen.getByRole('button', { name: 'Remove text module 1' }));
    },
    after: { ...start, textModulesData: [rows[1]] },
    seen: { read: removeButtons, before: 2, after: 1 },
  },
  {
    edit: 'reordering rows',
    act: () => {
      section('Modules');
      fireEvent.click(screen.getByRole('button', { name: 'Move text module 1 down' }));
    },
    after: { ...start, textModulesData: [rows[1], rows[0]] },
    seen: { read: rowIds, before: ['a', 'b'], after: ['b', 'a'] },
  },
  {
    edit: 'a raw JSON edit',
    act: async () => {
      fireEvent.click(within(toolbar()).getByRole('radio', { name: 'JSON' }));
      // Waits on the loading text, which is cheap to look for: the role query names every text
      // box on the page (each name a scan of the DOM for labels), so it runs once it can pass.
      await eventually(() => expect(screen.queryByText('Loading JSON editor…')).toBeNull());
      const content = await eventually(() => screen.getByRole('textbox', { name: 'Raw JSON' }));
      const view = EditorView.findFromDOM(content);
      if (!view) throw new Error('no CodeMirror view');
      const text = JSON.stringify({ ...start, state: 'EXPIRED' }, null, 2);
      act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
    },
    after: { ...start, state: 'EXPIRED' },
    seen: { read: () => /"EXPIRED"/.test(jsonText()), before: false, after: true },
  },
  {
    edit: 'embedding the class',
    act: async () => {
      fireEvent.click(
        await eventually(() => screen.getByRole('button', { name: 'Embed this class' })),
      );
    },
    shows: 'Open embedded class as its own document',
    after: { ...start, classReference: expect.objectContaining({ id: offerClass.id }) as unknown },
  },
];

describe('undo and redo', { timeout: 120_000 }, () => {
  it.each(cases)('undo takes back $edit, and redo does it again', async (c) => {
    const objectDraft = createDraft('offerObject', structuredClone(start), 'Offer', { now: 2 });
    const store = createMemoryDraftStore([
      createDraft('offerClass', offerClass, 'Drinks', { now: 1 }),
      objectDraft,
    ]);
    renderApp(store);
    const tabs = await eventually(() => screen.getAllByRole('tab'));
    const offerTab = tabs.find((tab) => tab.textContent?.startsWith('Offer,'));
    if (!offerTab)
      throw new Error(`No Offer tab among ${tabs.map((t) => t.textContent).join('; ')}`);
    fireEvent.click(offerTab);
    await eventually(() => screen.getByRole('navigation', { name: 'Sections' }));
    // The document is read-only until this tab holds its draft (lock and recovery): a person
    // edits once the fields take input. (The class banner's Embed button does not wait: an
    // embed clicked that early shows on screen but is never saved.)
    section('Basics');
    await eventually(() =>
      expect(screen.getByLabelText(/^Object ID/)).toHaveProperty('readOnly', false),
    );
    const stored = async () => (await store.get(objectDraft.id))?.document;
    const button = (name: string) => within(toolbar()).getByRole('button', { name });
    expect(button('Undo').matches(':disabled')).toBe(true);

    await c.act();
    const shown = () => (c.shows ? screen.queryByRole('button', { name: c.shows }) : null);
    if (c.shows) await eventually(() => expect(shown()).not.toBeNull());
    await eventually(async () => expect(await stored()).toEqual(c.after));
    await eventually(() => expect(button('Undo').matches(':disabled')).toBe(false));

    fireEvent.click(button('Undo'));
    await eventually(async () => expect(await stored()).toEqual(start));
    expect(button('Redo').matches(':disabled')).toBe(false);
    expect(button('Undo').matches(':disabled')).toBe(true);

    if (c.shows) expect(shown()).toBeNull();
    if (c.seen) await eventually(() => expect(c.seen?.read()).toEqual(c.seen?.before));

    fireEvent.click(button('Redo'));
    await eventually(async () => expect(await stored()).toEqual(c.after));
    expect(button('Redo').matches(':disabled')).toBe(true);
    if (c.shows) expect(shown()).not.toBeNull();
    if (c.seen) await eventually(() => expect(c.seen?.read()).toEqual(c.seen?.after));
  });
});
