import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samples } from '../../io/samples';
import { KeepVersionContext, keeperOf, type DraftVersions } from '../versions';
import { ChangesDialog } from './ChangesDialog';

const offer = samples.offerObject as Record<string, unknown>;
const file = (value: unknown) =>
  new File([JSON.stringify(value)], 'saved.json', { type: 'application/json' });

function show(current: unknown, versions?: Partial<DraftVersions>) {
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
        <ChangesDialog kind="offerObject" document={current} onClose={() => undefined} />
      </KeepVersionContext.Provider>
    </QueryClientProvider>,
  );
}

async function compareWithFile(saved: unknown, current: unknown) {
  show(current);
  await userEvent.upload(screen.getByLabelText('Saved copy (a JSON file)'), file(saved));
}

describe('ChangesDialog with a file', () => {
  it('lists the changed fields by label and offers the PATCH body', async () => {
    await compareWithFile(offer, { ...offer, state: 'EXPIRED' });
    const list = await screen.findByRole('region', { name: 'Changed fields' });
    expect(within(list).getByRole('heading').textContent).toBe('1 field changed since saved.json');
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.textContent).toMatch(/^Changed State/);
    expect(within(item!).getByRole('deletion').textContent).toBe('Before: Active');
    expect(within(item!).getByRole('insertion').textContent).toBe('After: Expired');
    expect(screen.getByRole('button', { name: 'Copy PATCH body' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says when PATCH cannot express a removal', async () => {
    const { barcode: _removed, ...rest } = offer;
    await compareWithFile(offer, rest);
    expect(
      await screen.findByText(/A PATCH request cannot remove fields \(Barcode\)/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy PATCH body' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('compares an invalid copy as edited, and says why there is no PATCH body', async () => {
    await compareWithFile({ ...offer, state: 'nope' }, offer);
    expect((await screen.findByText(/Saved\.json has errors/)).textContent).toMatch(
      /compared as edited/,
    );
    const list = screen.getByRole('region', { name: 'Changed fields' });
    expect(within(list).getByRole('deletion').textContent).toBe('Before: nope');
    expect(within(list).getByRole('insertion').textContent).toBe('After: Active');
    expect(screen.getByRole('button', { name: 'Copy PATCH body' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says plainly when the file is not JSON', async () => {
    show(offer);
    await userEvent.upload(
      screen.getByLabelText('Saved copy (a JSON file)'),
      new File(['{"id": '], 'broken.json'),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/broken\.json is not JSON/);
  });
});

describe('ChangesDialog with versions', () => {
  it('compares with the newest version at once, restores it and copies its PATCH body', async () => {
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
    expect(screen.getByRole('button', { name: 'Copy PATCH body' })).toHaveProperty(
      'disabled',
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(restore).toHaveBeenCalledWith(expect.objectContaining({ reason: 'export' }));
    // Its time as the list says it (with seconds: the two versions share a minute).
    const time = choices[0]!.closest('label')!.querySelector('strong')!.textContent;
    expect(time).toMatch(/^Today \d{1,2}:\d\d:\d\d/);
    expect(screen.getByRole('status').textContent).toContain(`Restored the version of ${time}.`);
  });
});
