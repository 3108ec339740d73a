import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parse } from '../../io';
import { ImportReport } from './ImportReport';

const item = (text: string) => ({ id: 'i1', name: 'metro', text, result: parse(text) });

function renderReport(text: string) {
  const onOpen = vi.fn();
  const onCancel = vi.fn();
  render(<ImportReport item={item(text)} onOpen={onOpen} onCancel={onCancel} />);
  return { onOpen, onCancel, dialog: screen.getByRole('dialog', { name: 'Import report' }) };
}

const offerWithUnknown = '{\n  "id": "1.o",\n  "classId": "1.c",\n  "bogus": 1\n}';

describe('ImportReport', () => {
  it('shows where a JSON syntax error is, with the lines around it, and only lets you cancel', () => {
    const { dialog, onCancel } = renderReport('{\n  "id": "1.a"\n  "issuerName": "x"\n}');
    expect(dialog.textContent).toContain('Line 3, column 3: Expected a comma or closing brace');
    // A labelled region with a Tab stop, so that its lines scroll by keyboard.
    const excerpt = within(dialog).getByRole('region', { name: 'Lines around line 3' });
    expect(excerpt.tabIndex).toBe(0);
    expect(excerpt.textContent).toBe(
      '1 | {\n2 |   "id": "1.a"\n3 |   "issuerName": "x"\n  |   ^\n4 | }',
    );
    expect(within(dialog).queryByRole('button', { name: 'Open anyway' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('lists schema errors in words with their line, the path behind "Show path", and opens the values as they are', () => {
    const { dialog, onOpen } = renderReport(offerWithUnknown);
    // The verdict the editor will show once it opens.
    expect(dialog.textContent).toContain(
      'metro (Offer object): 1 error · 1 Google warning. Nothing changes until you choose.',
    );
    const errors = within(dialog).getByRole('list', { name: 'Errors' });
    const [error] = within(errors).getAllByRole('listitem');
    expect(error?.textContent).toMatch(/^“bogus”: Unknown property “bogus” .* \(line 4\)/);
    const path = within(error!).getByText('Show path').closest('details');
    expect(path?.open).toBe(false);
    expect(path?.textContent).toBe('Show path of “bogus”/bogus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open anyway' }));
    expect(onOpen).toHaveBeenCalledWith({
      name: 'metro',
      kind: 'offerObject',
      document: { id: '1.o', classId: '1.c', bogus: 1 },
    });
  });

  it('names a place deep in the file as the editor names its field', () => {
    const text = JSON.stringify({
      id: '1.o',
      classId: '1.c',
      classReference: {
        id: '1.c',
        titleImage: { sourceUri: { uri: 'https://a.example/t.png', kind: 'x' } },
      },
      imageModulesData: [{ id: 'a' }, { mainImage: { sourceUri: { uri: 'a picture' } } }],
    });
    const { dialog } = renderReport(text);
    const errors = within(dialog).getByRole('list', { name: 'Errors' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Offer class › Title image › “kind”:', 'Image modules › 2nd › Image URL:']);
  });

  it('lists each repair change before opening the repaired document', () => {
    const { dialog, onOpen } = renderReport(offerWithUnknown);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Repair' }));
    const changes = within(dialog).getByRole('list', { name: 'Repair changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^“bogus”: Removed .*Show path of “bogus”\/bogus$/)]);
    expect(dialog.textContent).toContain('After the repair the document is valid.');
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open repaired' }));
    expect(onOpen).toHaveBeenCalledWith({
      name: 'metro',
      kind: 'offerObject',
      document: { id: '1.o', classId: '1.c' },
    });
  });

  it('says Google’s list is not the spec’s shape, and Repair keeps the first with the rest to copy', async () => {
    const module = (value: string) => ({ header: { defaultValue: { language: 'en', value } } });
    const google = { id: '1.o', classId: '1.c', valueAddedModuleData: ['A', 'B', 'C'].map(module) };
    const { dialog, onOpen } = renderReport(JSON.stringify(google, null, 2));
    expect(within(dialog).getByRole('list', { name: 'Errors' }).textContent).toContain(
      'Google’s API sends a list of value-added modules here; this spec takes one',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Repair' }));
    const changes = within(dialog).getByRole('list', { name: 'Repair changes' });
    expect(changes.textContent).toContain('Kept the first of 3 value-added modules');
    const leftOut = within(changes).getByLabelText('Left out: value-added modules 2 to 3');
    expect(JSON.parse(leftOut.textContent ?? '')).toEqual([module('B'), module('C')]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(
      within(changes).getByRole('button', { name: 'Copy value-added modules 2 to 3' }),
    );
    expect(writeText).toHaveBeenCalledWith(leftOut.textContent);
    expect(await within(changes).findByRole('status')).toHaveProperty('textContent', 'Copied.');
    Reflect.deleteProperty(navigator, 'clipboard');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open repaired' }));
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ document: { ...google, valueAddedModuleData: module('A') } }),
    );
  });

  it('asks for the kind when the file does not say, and opens it as the kind picked', async () => {
    const { dialog, onOpen } = renderReport('{"id": "1.x"}');
    const open = within(dialog).getByRole('button', { name: 'Open anyway' });
    expect(open).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Offer object' }));
    expect(await within(dialog).findByRole('list', { name: 'Errors' })).toHaveProperty(
      'textContent',
      expect.stringContaining('/classId'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open anyway' }));
    expect(onOpen).toHaveBeenCalledWith({
      name: 'metro',
      kind: 'offerObject',
      document: { id: '1.x' },
    });
  });

  it('shows the next file of a queue with its own name, kind and problems, and opens its own document', () => {
    const offer = { id: '1.o', classId: '1.c', bogus: 1 };
    const transit = {
      id: '1.t',
      issuerName: 'Trams',
      transitType: 'BUS',
      reviewStatus: 'DRAFT',
      bogus: 2,
    };
    const queue = [offer, transit].map((document, index) => {
      const text = JSON.stringify(document, null, 2);
      return { id: `i${index}`, name: `file${index}`, text, result: parse(text) };
    });
    const onOpen = vi.fn();
    const { rerender } = render(
      <ImportReport item={queue[0]!} onOpen={onOpen} onCancel={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Repair' }));
    rerender(<ImportReport item={queue[1]!} onOpen={onOpen} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Import report' });
    expect(dialog.textContent).toContain('file1 (Transit class): 1 error');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open anyway' }));
    expect(onOpen).toHaveBeenCalledWith({ name: 'file1', kind: 'transitClass', document: transit });
  });
});
