import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { strToU8 } from 'fflate';
import { coupon } from '../../io/apple/fixtures/applePasses';
import { appleImport } from './appleImport';
import { ImportReport } from './ImportReport';

async function renderApple(name: string, pass: object) {
  const apple = await appleImport(name, strToU8(JSON.stringify(pass)));
  const onOpen = vi.fn();
  const onCancel = vi.fn();
  render(<ImportReport item={{ id: 'a', name, apple }} onOpen={onOpen} onCancel={onCancel} />);
  return { apple, onOpen, onCancel, dialog: screen.getByRole('dialog', { name: 'Import report' }) };
}

describe('the import report of an Apple pass', () => {
  it('lists what the pass keeps and loses by group, without JSON names, and opens all of it', async () => {
    const { apple, onOpen, dialog } = await renderApple('pass.json', coupon);
    expect(dialog.textContent).toContain('pass.json is an Apple Wallet coupon');
    const report = within(dialog).getByRole('region', { name: 'What the pass keeps and loses' });
    expect(within(report).getByRole('list', { name: 'Barcode' }).textContent).toMatch(/carried/);
    expect(report.textContent).not.toMatch(/organizationName|primaryFields|backgroundColor/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith(apple.ok ? apple.documents : []);
  });

  it('names the file and the reason when it cannot open, offering only to close', async () => {
    const { onOpen, onCancel, dialog } = await renderApple('lounge.json', {
      formatVersion: 1,
      eventTicket: {},
    });
    expect(dialog.textContent).toMatch(/lounge\.json cannot be opened: .*event ticket class/);
    expect(within(dialog).queryByRole('button', { name: 'Open' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
