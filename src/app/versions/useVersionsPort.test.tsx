import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangesDialog } from '../../features/changes/ChangesDialog';
import { samples } from '../../io/samples';
import { KeepVersionContext, type DraftVersions } from './KeepVersionContext';
import { useVersionsPort } from './useVersionsPort';
import { keeperOf } from './versionKeepers';

const offer = samples.offerObject as Record<string, unknown>;

function Changes({ current }: { current: unknown }) {
  const versions = useVersionsPort();
  return (
    <ChangesDialog kind="offerObject" document={current} versions={versions} onClose={() => {}} />
  );
}

function show(current: unknown, versions: Partial<DraftVersions>) {
  const value: DraftVersions = {
    draftId: null,
    keep: () => Promise.resolve(null),
    restore: () => Promise.resolve(),
    readOnly: false,
    current: () => current,
    ...versions,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <KeepVersionContext.Provider value={value}>
        <Changes current={current} />
      </KeepVersionContext.Provider>
    </QueryClientProvider>,
  );
}

describe("the app's versions in the Changes dialog", () => {
  it('lists the kept versions worded and timed, compares the newest, restores that version', async () => {
    const draftId = crypto.randomUUID();
    const keeper = keeperOf(draftId, 'offerObject');
    await keeper.moment('import', offer, 'offer.json');
    await keeper.moment('export', { ...offer, state: 'EXPIRED' }, 'offer.json');
    const restore = vi.fn(() => Promise.resolve());
    show({ ...offer, state: 'INACTIVE' }, { draftId, restore });

    const versions = await screen.findByRole('group', { name: 'Versions' });
    const choices = await within(versions).findAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(choices[0]).toHaveProperty('checked', true);
    expect(versions.textContent).toMatch(/Exported \(offer\.json\)Changed State/);
    expect(versions.textContent).toMatch(/· Imported\s*Imported from offer\.json/);
    // jsdom has no IndexedDB: the versions live in the tab, and the dialog says so.
    expect(screen.getByRole('alert').textContent).toMatch(/refused to store some versions/);

    const list = await screen.findByRole('region', { name: 'Changed fields' });
    expect(within(list).getByRole('deletion').textContent).toBe('Before: Expired');
    expect(within(list).getByRole('insertion').textContent).toBe('After: Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(restore).toHaveBeenCalledWith(expect.objectContaining({ reason: 'export' }));
    // Its time as the list says it, with seconds: the two versions share a minute.
    const time = choices[0]!.closest('label')!.querySelector('strong')!.textContent;
    expect(time).toMatch(/^Today \d{1,2}:\d\d:\d\d/);
    expect(screen.getByRole('status').textContent).toContain(`Restored the version of ${time}.`);
  });

  it('a new version kept while the dialog is open joins the list', async () => {
    const draftId = crypto.randomUUID();
    const keeper = keeperOf(draftId, 'offerObject');
    await keeper.moment('import', offer, 'offer.json');
    show(offer, { draftId });
    const versions = await screen.findByRole('group', { name: 'Versions' });
    expect(await within(versions).findAllByRole('radio')).toHaveLength(1);
    await keeper.moment('export', { ...offer, state: 'EXPIRED' }, 'offer.json');
    await vi.waitFor(() => expect(within(versions).getAllByRole('radio')).toHaveLength(2));
  });
});
