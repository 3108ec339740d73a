import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SaveLinkClaims } from '../io/saveLink/saveLinkClaims';
import { PassEditor } from './PassEditor';

const offer = {
  id: '3388000000022.offer-1',
  classId: '3388000000022.offer-class',
  state: 'ACTIVE',
};

describe('PassEditor onSign', () => {
  it('asks the host to sign the claims of the compliant export and shows the link', async () => {
    const onSign = vi.fn((_: SaveLinkClaims) => Promise.resolve('header.claims.signature'));
    render(
      <PassEditor kind="offerObject" defaultValue={offer} onSign={onSign} showPreview={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    const link = await screen.findByRole('textbox', { name: /^Save link/ });
    expect((link as HTMLInputElement).value).toBe(
      'https://pay.google.com/gp/v/save/header.claims.signature',
    );
    expect(onSign).toHaveBeenCalledOnce();
    expect(onSign.mock.calls[0]![0]).toMatchObject({
      iss: '',
      aud: 'google',
      typ: 'savetowallet',
      payload: { offerObjects: [offer] },
    });
  });

  it('an invalid pass is not sent to the host', async () => {
    const onSign = vi.fn(() => Promise.resolve('x'));
    render(
      <PassEditor
        kind="offerObject"
        defaultValue={{ ...offer, state: 'nope' }}
        onSign={onSign}
        showPreview={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect((await screen.findByText(/No save link: This pass is not valid/)).textContent).toMatch(
      /fix its errors/,
    );
    expect(onSign).not.toHaveBeenCalled();
  });

  it('without onSign there is no Save link button', () => {
    render(<PassEditor kind="offerObject" defaultValue={offer} showPreview={false} />);
    expect(screen.queryByRole('button', { name: 'Save link' })).toBeNull();
  });
});
