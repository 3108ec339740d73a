import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../io/timeline';
import { TimelineView } from './TimelineView';

const events = (count: number): TimelineEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    at: Date.UTC(2026, 0, 1 + i),
    kind: 'messageShown',
    title: `Message “News ${i}” appears`,
    change: 'The details screen shows this message.',
    written: '',
    segments: ['messages', i, 'displayInterval', 'start', 'date'],
    source: 'https://developers.google.com/wallet/reference/rest/v1/Message',
  }));

const listed = () =>
  within(screen.getByRole('list', { name: 'Events' }))
    .getAllByRole('button', { name: /: show this moment$/ })
    .map((button) => button.getAttribute('aria-label')?.split(',')[0]);

describe('TimelineView', () => {
  it('lists every event of a short life, with no toggle', () => {
    render(
      <TimelineView events={events(5)} at={Date.UTC(2026, 0, 3)} zone="UTC" onSelect={() => {}} />,
    );
    expect(listed()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /^List / })).toBeNull();
  });

  it('lists a long life around the moment, and all of it on request', () => {
    render(
      <TimelineView
        events={events(40)}
        at={Date.UTC(2026, 0, 20, 12)}
        zone="UTC"
        onSelect={() => {}}
      />,
    );
    expect(listed()).toHaveLength(12);
    expect(listed()[0]).toBe('Message “News 16” appears');
    expect(screen.getByText(/12 of 40, around the moment shown/)).toBeTruthy();
    const all = screen.getByRole('button', { name: 'List all 40 events' });
    expect(all.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(all);
    expect(listed()).toHaveLength(40);
    const fewer = screen.getByRole('button', { name: 'List the events around the moment' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fewer);
    expect(listed()).toHaveLength(12);
  });
});
