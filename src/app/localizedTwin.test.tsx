import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually, fakePageTimers } from '../test/fastTimers';
import { App } from './App';
import { DraftStoreProvider } from './drafts';
import { createDraft, createMemoryDraftStore } from '../storage';

// The Title field of an offer class with both `title` and `localizedTitle`, in the whole app:
// what a person types is what the preview's card shows, and one Undo takes one edit back.

beforeEach(() => {
  localStorage.clear();
  fakePageTimers();
});
afterEach(() => vi.useRealTimers());

const start = {
  id: '3388000000022.spring',
  issuerName: 'Bakery',
  provider: 'Bakery',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'DRAFT',
  title: 'Spring sale',
  localizedTitle: {
    defaultValue: { language: 'en', value: 'Spring sale' },
    translatedValues: [{ language: 'de', value: 'Frühlingsrabatt' }],
  },
};

describe('a field with a localized twin, in the app', { timeout: 60_000 }, () => {
  it('typing changes the card at once, and one Undo takes the edit of both values back', async () => {
    const draft = createDraft('offerClass', structuredClone(start), 'Spring', { now: 1 });
    const store = createMemoryDraftStore([draft]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DraftStoreProvider store={store}>
          <App storageProblem={null} />
        </DraftStoreProvider>
      </QueryClientProvider>,
    );
    const title = await eventually(() => screen.getByRole('textbox', { name: 'Title' }));
    await eventually(() => expect(title).toHaveProperty('readOnly', false));
    const preview = () => screen.getByRole('region', { name: 'Preview' });
    await eventually(() => expect(within(preview()).getAllByText('Spring sale').length).toBe(1));

    fireEvent.change(title, { target: { value: 'Summer sale' } });
    fireEvent.change(title, { target: { value: 'Summer sale!' } });
    await eventually(() => expect(within(preview()).getAllByText('Summer sale!').length).toBe(1));
    const stored = async () => (await store.get(draft.id))?.document;
    const edited = {
      ...start,
      title: 'Summer sale!',
      localizedTitle: {
        ...start.localizedTitle,
        defaultValue: { language: 'en', value: 'Summer sale!' },
      },
    };
    await eventually(async () => expect(await stored()).toEqual(edited));

    const toolbar = screen.getByRole('toolbar', { name: 'Document' });
    await eventually(() =>
      expect(within(toolbar).getByRole('button', { name: 'Undo' }).matches(':disabled')).toBe(
        false,
      ),
    );
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    await eventually(async () => expect(await stored()).toEqual(start));
    expect(within(toolbar).getByRole('button', { name: 'Undo' }).matches(':disabled')).toBe(true);
    await eventually(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Spring sale'),
    );
    await eventually(() => expect(within(preview()).getAllByText('Spring sale').length).toBe(1));
  });
});
