import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraft } from '../storage';
import { DocumentsMenu } from './DocumentsMenu';

const trip = createDraft('transitClass', {}, 'Trip', { id: 'trip' });
const offer = createDraft('offerObject', {}, 'Offer', { id: 'offer' });
const old = createDraft('offerClass', {}, 'Old ticket', { id: 'old' });

const listed = (name: string) =>
  screen.queryByRole('list', { name, hidden: true })
    ? within(screen.getByRole('list', { name, hidden: true }))
        .getAllByRole('button', { hidden: true })
        .map((button) => button.textContent)
    : null;

afterEach(cleanup);

describe('DocumentsMenu', () => {
  it.each([
    [
      'open and closed',
      [trip, offer],
      [old],
      ['TripTransit class', 'OfferOffer object'],
      ['Old ticketOffer class'],
    ],
    ['open only', [trip], [], ['TripTransit class'], null],
    ['closed only (the last tab closed)', [], [old], null, ['Old ticketOffer class']],
  ])('lists %s documents, each group under its name', (_, open, closed, openList, closedList) => {
    render(
      <DocumentsMenu
        open={open}
        closed={closed}
        activeId={null}
        nameOf={(d) => d.name}
        onSelect={vi.fn()}
      />,
    );
    expect(listed('Open')).toEqual(openList);
    expect(listed('Closed')).toEqual(closedList);
  });

  it('marks the current document and reopens the one chosen, closing the menu', async () => {
    const onSelect = vi.fn();
    render(
      <DocumentsMenu
        open={[trip, offer]}
        closed={[old]}
        activeId="offer"
        nameOf={(d) => d.name}
        onSelect={onSelect}
      />,
    );
    const toggle = screen.getByRole('button', { name: /All documents/ });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const current = screen.getByRole('button', { current: true });
    expect(current.textContent).toContain('Offer');
    await userEvent.click(screen.getByRole('button', { name: /Old ticket/ }));
    expect(onSelect).toHaveBeenCalledWith('old');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves between its documents with the arrows, Home and End, and Escape gives the focus back', async () => {
    render(
      <DocumentsMenu
        open={[trip, offer]}
        closed={[old]}
        activeId="trip"
        nameOf={(d) => d.name}
        onSelect={vi.fn()}
      />,
    );
    const toggle = screen.getByRole('button', { name: /All documents/ });
    const focused = () => document.activeElement?.textContent;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const steps = [
      ['{ArrowDown}', 'TripTransit class'],
      ['{ArrowDown}', 'OfferOffer object'],
      ['{ArrowDown}', 'Old ticketOffer class'],
      ['{ArrowDown}', 'TripTransit class'],
      ['{ArrowUp}', 'Old ticketOffer class'],
      ['{Home}', 'TripTransit class'],
      ['{End}', 'Old ticketOffer class'],
    ] as const;
    for (const [key, name] of steps) {
      await userEvent.keyboard(key);
      expect(focused(), key).toBe(name);
    }
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed, the arrows are the page's again.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(toggle);
  });
});
