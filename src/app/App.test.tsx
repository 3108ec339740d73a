import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import {
  createMemoryDraftStore,
  DraftStoreProvider,
  storageProblem,
  type DraftStore,
} from './drafts';

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

  it('says plainly when drafts cannot be stored', () => {
    renderApp(undefined, storageProblem('quota'));
    expect(screen.getByRole('alert').textContent).toContain('storage is full');
  });
});
