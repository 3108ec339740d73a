import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderStudio } from '../test/renderStudio';
import { RAIL_MIN } from './railWidth';

const separator = () => screen.getByRole('separator', { name: 'Width of sections and issues' });
const workspace = () => separator().parentElement!;

describe('RailResizer', () => {
  beforeEach(() => localStorage.clear());

  it('widens the rail by keyboard, says its width, and keeps it for the next time', () => {
    const { unmount } = renderStudio('transitClass', { id: '1.a' });
    // jsdom lays nothing out: the workspace is 0 px wide, so the bounds are the minimum.
    fireEvent.keyDown(separator(), { key: 'End' });
    expect(separator().getAttribute('aria-valuenow')).toBe(String(RAIL_MIN));
    expect(workspace().style.getPropertyValue('--rail-width')).toBe(`${RAIL_MIN}px`);
    expect(localStorage.getItem('pass-studio.railWidth')).toBe(String(RAIL_MIN));
    unmount();

    renderStudio('transitClass', { id: '1.a' });
    expect(workspace().style.getPropertyValue('--rail-width')).toBe(`${RAIL_MIN}px`);
    fireEvent.doubleClick(separator());
    expect(workspace().style.getPropertyValue('--rail-width')).toBe('');
    expect(localStorage.getItem('pass-studio.railWidth')).toBeNull();
  });

  it('is a focusable vertical separator with its bounds', () => {
    renderStudio('transitClass', { id: '1.a' });
    expect(separator().tabIndex).toBe(0);
    expect(separator().getAttribute('aria-orientation')).toBe('vertical');
    expect(separator().getAttribute('aria-valuemin')).toBe(String(RAIL_MIN));
    expect(separator().getAttribute('aria-valuemax')).toBe(String(RAIL_MIN));
  });
});
