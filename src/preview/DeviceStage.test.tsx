import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeviceStage } from './DeviceStage';
import { usePlatform } from './platformContext';

function Probe() {
  return <p>shown on {usePlatform()}</p>;
}

const frame = () => screen.getByRole('group', { name: 'Pass on screen' }).firstElementChild;

describe('DeviceStage', () => {
  beforeEach(() => window.localStorage.clear());

  it('tells the views the platform, Android first, and keeps the choice', () => {
    const { unmount } = render(
      <DeviceStage view="card">
        <Probe />
      </DeviceStage>,
    );
    expect(screen.getByText('shown on android')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Web' }));
    expect(screen.getByText('shown on web')).toBeTruthy();
    unmount();
    render(
      <DeviceStage view="card">
        <Probe />
      </DeviceStage>,
    );
    expect(screen.getByText('shown on web')).toBeTruthy();
  });

  it.each([
    ['100 %', '1'],
    ['200 %', '2'],
  ])('zoom %s scales the frame by %s', (label, zoom) => {
    render(
      <DeviceStage view="details">
        <Probe />
      </DeviceStage>,
    );
    fireEvent.click(screen.getByRole('radio', { name: label }));
    expect((frame() as HTMLElement).style.zoom).toBe(zoom);
  });

  it('"Hide editor marks" hides what a phone would not show, and keeps the choice', () => {
    const screenOf = () => screen.getByText('the pass').parentElement;
    const { unmount } = render(
      <DeviceStage view="card">
        <p>the pass</p>
      </DeviceStage>,
    );
    const marks = screen.getByRole('switch', { name: 'Hide editor marks' });
    expect(screenOf()?.getAttribute('data-marks')).toBe('shown');
    fireEvent.click(marks);
    expect(screenOf()?.getAttribute('data-marks')).toBe('hidden');
    unmount();
    render(
      <DeviceStage view="card">
        <p>the pass</p>
      </DeviceStage>,
    );
    expect(screen.getByRole('switch', { name: 'Hide editor marks' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screenOf()?.getAttribute('data-marks')).toBe('hidden');
  });

  it('names the view it exports', () => {
    render(
      <DeviceStage view="list">
        <Probe />
      </DeviceStage>,
    );
    expect(screen.getByRole('button', { name: 'Export PNG of the list row' })).toBeTruthy();
  });
});
