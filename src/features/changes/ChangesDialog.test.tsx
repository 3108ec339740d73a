import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samples } from '../../io/samples';
import { ChangesDialog } from './ChangesDialog';
import type { SavedVersion, VersionsPort } from './versionsPort';

const offer = samples.offerObject as Record<string, unknown>;
const file = (value: unknown) =>
  new File([JSON.stringify(value)], 'saved.json', { type: 'application/json' });

function show(current: unknown, versions?: Partial<VersionsPort>) {
  const port: VersionsPort = {
    owner: null,
    list: () => Promise.resolve([]),
    document: () => Promise.resolve(undefined),
    onKept: () => () => undefined,
    restore: () => Promise.resolve(),
    readOnly: false,
    current: () => current,
    ...versions,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangesDialog kind="offerObject" document={current} versions={port} onClose={() => {}} />
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
  const kept: SavedVersion[] = [
    {
      id: 'b',
      when: 'Today 12:02',
      reason: 'Exported',
      note: 'offer.json',
      summary: 'Changed State',
    },
    { id: 'a', when: 'Today 12:01', reason: 'Imported', summary: 'Imported from offer.json' },
  ];
  const documents: Record<string, unknown> = { a: offer, b: { ...offer, state: 'EXPIRED' } };

  it('compares with the newest version at once, restores it by id and copies its PATCH body', async () => {
    const restore = vi.fn(() => Promise.resolve());
    show(
      { ...offer, state: 'INACTIVE' },
      {
        owner: 'd',
        list: () => Promise.resolve(kept),
        document: (id) => Promise.resolve(documents[id]),
        restore,
      },
    );
    const versions = await screen.findByRole('group', { name: 'Versions' });
    const choices = await within(versions).findAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(choices[0]).toHaveProperty('checked', true);
    expect(versions.textContent).toMatch(/Today 12:02 · Exported \(offer\.json\)Changed State/);
    expect(screen.queryByRole('alert')).toBeNull();

    const list = await screen.findByRole('region', { name: 'Changed fields' });
    expect(within(list).getByRole('deletion').textContent).toBe('Before: Expired');
    expect(within(list).getByRole('insertion').textContent).toBe('After: Inactive');
    expect(screen.getByRole('button', { name: 'Copy PATCH body' })).toHaveProperty(
      'disabled',
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(restore).toHaveBeenCalledWith('b');
    expect(screen.getByRole('status').textContent).toContain(
      'Restored the version of Today 12:02.',
    );
  });

  it('says when the browser kept some versions in this tab only', async () => {
    show(offer, {
      owner: 'd',
      list: () => Promise.resolve([{ ...kept[0]!, inThisTabOnly: true }]),
      document: (id) => Promise.resolve(documents[id]),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /refused to store some versions/,
    );
  });

  it('cannot restore where another tab edits the document', async () => {
    show(offer, {
      owner: 'd',
      list: () => Promise.resolve(kept),
      document: (id) => Promise.resolve(documents[id]),
      readOnly: true,
    });
    await screen.findByRole('region', { name: 'Changed fields' });
    expect(screen.getByRole('button', { name: 'Restore this version' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
