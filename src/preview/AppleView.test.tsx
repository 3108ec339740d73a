import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PassPreviewPanel } from './PassPreviewPanel';

const transitClass = (issuerName: string) => ({
  id: '1.rail',
  issuerName,
  transitType: 'RAIL',
  hexBackgroundColor: '#1050a0',
  heroImage: { sourceUri: { uri: 'https://example.com/hero.png' } },
  textModulesData: [{ id: 'bikes', header: 'Bicycles', body: 'Free outside rush hour' }],
});

const loaded = { timeout: 10_000 };

describe('the Apple device', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.clear());

  it('draws the Apple pass of the document, its back, and what Apple cannot show', async () => {
    const { rerender } = render(
      <PassPreviewPanel kind="transitClass" document={transitClass('Lindenbahn')} compact />,
    );
    const device = screen.getByRole('group', { name: 'Device' });
    expect(
      within(device)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['android', 'web', 'apple']);
    await act(async () => {
      fireEvent.click(within(device).getByRole('radio', { name: 'Apple' }));
      await import('./AppleView');
    });

    const card = await screen.findByRole(
      'article',
      { name: 'Apple Wallet boarding pass, Lindenbahn' },
      loaded,
    );
    expect(within(card).getByRole('img', { name: 'by train' })).toBeTruthy();
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms.slice(0, 2)).toEqual(['Amsterdam Centraal', 'Rotterdam Centraal']);
    expect(definitions.slice(0, 2)).toEqual(['AMS', 'RTD']);
    expect(await within(card).findByRole('img', { name: /^QR code: / }, loaded)).toBeTruthy();

    const lost = screen.getByRole('region', { name: 'Apple Wallet cannot show' });
    // An editor mark ("Hide editor marks" and Export PNG leave it out); the pass is none.
    expect(lost.closest('[data-editor-mark]')).not.toBeNull();
    expect(card.closest('[data-editor-mark]')).toBeNull();
    expect(lost.textContent).toContain(
      'Hero image: a boarding pass has no strip image in Apple Wallet',
    );

    rerender(
      <PassPreviewPanel kind="transitClass" document={transitClass('Linden Rail')} compact />,
    );
    expect(
      await screen.findByRole(
        'article',
        { name: 'Apple Wallet boarding pass, Linden Rail' },
        loaded,
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    const back = screen.getByRole('region', {
      name: 'Apple Wallet boarding pass, Linden Rail: back',
    });
    expect(within(back).getByRole('term').textContent).toBe('Bicycles');
    expect(within(back).getByRole('definition').textContent).toBe('Free outside rush hour');
  });
});
