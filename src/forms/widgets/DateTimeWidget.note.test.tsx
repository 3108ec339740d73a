import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../../test/renderStudio';

describe('a date field says which kind of date-time it holds', () => {
  it('local time for one without an offset, the offset for one with', () => {
    renderStudio('offerObject', {
      id: '3388000000012345678.o',
      classId: '3388000000012345678.c',
      validTimeInterval: {
        start: { date: '2026-03-20T09:00:00' },
        end: { date: '2026-04-30T20:00:00+01:00' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /^Validity and state/ }));
    const section = screen.getByRole('region', { name: 'Validity and state' });
    expect(
      within(section).getByText(
        'Local time: every phone shows this clock time, in whatever time zone it is.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        'UTC+01:00: one moment everywhere; each phone shows it in its own time zone.',
      ),
    ).toBeTruthy();
  });
});
