import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRangeLayout } from '../../test/stubRangeLayout';
import { exportDocument, lint } from '../../io';
import { ExportDialog } from './ExportDialog';

const downloads = vi.hoisted(() => ({ calls: [] as [string, string][] }));
vi.mock('./download', () => ({
  download: (filename: string, text: string) => void downloads.calls.push([filename, text]),
}));

beforeAll(stubRangeLayout);
beforeEach(() => {
  downloads.calls = [];
});

const edited = {
  id: '1.o',
  classId: '1.c',
  version: '1',
  state: 'active',
  hexBackgroundColor: null,
};
// Without the deprecated version and the legacy spelling, which export mends but Google warns about.
const { version: _deprecated, ...rest } = edited;
const current = { ...rest, state: 'ACTIVE' };

/** The dialog as the editor opens it: with the outcome of its submit and the document's warnings. */
function renderDialog(document: unknown) {
  const onFocusPath = vi.fn();
  const onClose = vi.fn();
  render(
    <ExportDialog
      kind="offerObject"
      document={document}
      outcome={exportDocument(document, 'offerObject')}
      warnings={lint(document, 'offerObject')}
      onFocusPath={onFocusPath}
      onClose={onClose}
    />,
  );
  return { onFocusPath, onClose, dialog: screen.getByRole('dialog', { name: 'Export preview' }) };
}

describe('ExportDialog', () => {
  it('lists Google warnings with their rule link and still exports', () => {
    const { dialog, onFocusPath, onClose } = renderDialog({
      ...current,
      smartTapRedemptionValue: 'café',
    });
    const list = within(dialog).getByRole('list', { name: 'Google warnings' });
    expect(within(dialog).getByRole('heading', { name: 'Valid · 1 Google warning' })).toBeTruthy();
    expect(list.textContent).toContain('Smart Tap value:');
    expect(
      within(list).getByRole('link', { name: 'Google’s rule (google.smartTap.value)' }),
    ).toHaveProperty('href', 'https://developers.google.com/wallet/reference/rest/v1/offerobject');
    fireEvent.click(within(list).getByRole('button', { name: /^Smart Tap value:/ }));
    expect(onClose).toHaveBeenCalled();
    expect(onFocusPath).toHaveBeenCalledWith(['smartTapRedemptionValue']);
    expect(within(dialog).getByRole('button', { name: 'Download 1.o.json' })).toBeTruthy();
  });

  it('says “Ready for Google” when there is no warning', () => {
    const { dialog } = renderDialog(current);
    expect(dialog.textContent).toContain('Ready for Google: no warnings.');
  });

  it('lists every change export makes, by its field, with before and after and the path on request', () => {
    const { dialog } = renderDialog(edited);
    const items = within(within(dialog).getByRole('list', { name: 'Export changes' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'State: wrote “Active” in Google’s current spelling, not its legacy oneShow path of State/state',
      'Left out Background colour: it is nullShow path of Background colour/hexBackgroundColor',
      'Removed the deprecated field Version1Show path of Version/version',
    ]);
  });

  it('shows the compliant JSON and downloads it as <id>.json', async () => {
    const { dialog } = renderDialog(edited);
    const json = await within(dialog).findByRole('textbox', { name: 'Compliant JSON' });
    expect(json.textContent).toContain('"ACTIVE"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download 1.o.json' }));
    expect(downloads.calls).toEqual([
      ['1.o.json', '{\n  "id": "1.o",\n  "classId": "1.c",\n  "state": "ACTIVE"\n}\n'],
    ]);
  });

  it('copies the compliant JSON and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { dialog } = renderDialog(edited);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy JSON' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe('Copied to the clipboard.'),
    );
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('"ACTIVE"'));
  });

  it('lists the issues of an invalid document, each leading to its field', () => {
    const { dialog, onFocusPath, onClose } = renderDialog({ id: 5, classId: '1.c' });
    expect(within(dialog).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(dialog.textContent).toContain('This document has 1 error, so it cannot be exported');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Object ID: Expected text, not the number 5' }),
    );
    expect(onFocusPath).toHaveBeenCalledWith(['id']);
    expect(onClose).toHaveBeenCalled();
  });

  it('saves an invalid document as draft JSON, as it is', () => {
    const { dialog } = renderDialog({ id: 5, classId: '1.c', bogus: null });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft JSON' }));
    expect(downloads.calls).toEqual([
      ['pass.draft.json', '{\n  "id": 5,\n  "classId": "1.c",\n  "bogus": null\n}\n'],
    ]);
  });
});
