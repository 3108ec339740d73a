import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { samples } from '../../io/samples';
import { ChangesDialog } from './ChangesDialog';

const offer = samples.offerObject as Record<string, unknown>;
const file = (value: unknown) =>
  new File([JSON.stringify(value)], 'saved.json', { type: 'application/json' });

async function compare(saved: unknown, current: unknown) {
  render(<ChangesDialog kind="offerObject" document={current} onClose={() => undefined} />);
  await userEvent.upload(screen.getByLabelText('Last saved copy (a JSON file)'), file(saved));
}

describe('ChangesDialog', () => {
  it('lists the changed fields by label and offers the PATCH body', async () => {
    await compare(offer, { ...offer, state: 'EXPIRED' });
    const list = await screen.findByRole('region', { name: 'Changed fields' });
    expect(list.textContent).toMatch('1 field changed since saved.json');
    expect(list.textContent).toMatch('Changed: State');
    expect(list.textContent).toMatch('"ACTIVE" → "EXPIRED"');
    expect(screen.getByRole('button', { name: 'Copy PATCH body' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says when PATCH cannot express a removal', async () => {
    const { barcode: _removed, ...rest } = offer;
    await compare(offer, rest);
    expect(
      await screen.findByText(/A PATCH request cannot remove fields \(Barcode\)/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy PATCH body' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when the picked file is not a valid copy', async () => {
    await compare({ ...offer, state: 'nope' }, offer);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /saved\.json is not a valid offerObject: \/state/,
    );
  });
});
