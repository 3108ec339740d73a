import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeviceStage } from './DeviceStage';
import { usePlatform } from './platformContext';
import { PreviewNotes } from './PreviewNotes';

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
    ['Android', '10:00', true],
    ['Web', null, true],
    ['Apple', '9:41', false],
  ] as const)(
    "%s: the device's own status bar, and the Google preview's notes only under Google's",
    (device, time, notesShown) => {
      render(
        <DeviceStage
          view="card"
          under={<PreviewNotes notes={[{ tone: 'choice', text: 'A sample trip is drawn.' }]} />}
        >
          <Probe />
        </DeviceStage>,
      );
      fireEvent.click(screen.getByRole('radio', { name: device }));
      const status = frame()?.querySelector('.pp-frame__status');
      expect(status?.textContent ?? null).toBe(time);
      expect(status?.getAttribute('aria-hidden') ?? 'true').toBe('true');
      expect(screen.queryByRole('list', { name: 'Preview notes' }) !== null).toBe(notesShown);
    },
  );

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
