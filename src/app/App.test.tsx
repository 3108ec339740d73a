import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { blankDocument } from '../io';
import { DraftStoreProvider } from './drafts';
import { createDraft, createMemoryDraftStore, storageProblem, type DraftStore } from '../storage';

function renderApp(
  store: DraftStore = createMemoryDraftStore(),
  problem = null as Parameters<typeof App>[0]['storageProblem'],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DraftStoreProvider store={store}>
        <App storageProblem={problem ?? null} />
      </DraftStoreProvider>
    </QueryClientProvider>,
  );
}

describe('App', () => {
  // Which tabs are closed and which is active are remembered in localStorage.
  afterEach(() => localStorage.clear());

  it('names the product in the top-level heading', () => {
    renderApp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pass Studio');
  });

  it('lays out three named regions inside the main landmark, saying how to start', async () => {
    renderApp();
    const main = await screen.findByRole('main');
    expect(
      within(main)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Sections', 'Editor', 'Preview']);
    expect(within(main).getByRole('button', { name: 'Blank transit class' })).toBeTruthy();
  });

  it('opens a new blank document in a tab and keeps it as a draft', async () => {
    const store = createMemoryDraftStore();
    renderApp(store);
    await userEvent.click(await screen.findByRole('button', { name: 'Blank offer object' }));
    const tabs = await screen.findByRole('tablist', { name: 'Open documents' });
    const tab = within(tabs).getByRole('tab', { selected: true });
    expect(tab.textContent).toContain('Offer object');
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    const drafts = await store.list();
    expect(drafts.map((d) => [d.kind, d.document])).toEqual([
      ['offerObject', { id: '', classId: '' }],
    ]);
  });

  const closeBy = {
    'its close button': (tab: HTMLElement) =>
      userEvent.click(screen.getByRole('button', { name: `Close ${tab.title.split(' · ')[0]}` })),
    'Ctrl+W': () => userEvent.keyboard('{Control>}w{/Control}'),
    "its menu's Close tab": async (tab: HTMLElement) => {
      fireEvent.contextMenu(tab);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Close tab' }));
    },
  };

  it.each(Object.entries(closeBy))(
    'closing a tab by %s puts the focus on the tab left, and after the last on how to start',
    async (_, close) => {
      const now = Date.now();
      renderApp(
        createMemoryDraftStore([
          createDraft('transitClass', blankDocument('transitClass'), 'Metro', { now }),
          createDraft('offerClass', blankDocument('offerClass'), 'Summer', { now: now + 1 }),
        ]),
      );
      const tabs = await screen.findByRole('tablist', { name: 'Open documents' });
      const selected = () => within(tabs).getByRole('tab', { selected: true });
      await waitFor(() => expect(within(tabs).getAllByRole('tab')).toHaveLength(2));
      const first = selected();

      await close(first);
      await waitFor(() => expect(within(tabs).getAllByRole('tab')).toHaveLength(1));
      await waitFor(() => expect(document.activeElement).toBe(selected()));
      expect(selected()).not.toBe(first);

      await close(selected());
      const start = await screen.findByRole('button', { name: 'Blank transit class' });
      await waitFor(() => expect(document.activeElement).toBe(start));
    },
    // Two whole editors mount and close in jsdom: seconds on two busy cores, not a speed check.
    20_000,
  );

  it('says plainly when drafts cannot be stored', () => {
    renderApp(undefined, storageProblem('quota'));
    expect(screen.getByRole('alert').textContent).toContain('storage is full');
  });
});
