import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../../test/renderStudio';

const classWith = (hexBackgroundColor: string) => ({
  id: '3388000000012345678.c',
  issuerName: 'Metro',
  hexBackgroundColor,
});

describe('a card colour whose text does not read', () => {
  it.each([
    ['#8a8a8a', '#636363'],
    ['#4285F4', '#0d59d7'],
  ])('%s is warned at the field, and "Use %s" takes the nearest that reads', async (from, to) => {
    const { latest } = renderStudio('transitClass', classWith(from));
    const use = await screen.findByRole('button', { name: `Use ${to}` });
    expect(screen.getByText(/White text on this card colour has a contrast of/)).toBeTruthy();
    fireEvent.click(use);
    expect(latest.document).toMatchObject({ hexBackgroundColor: to });
    await waitFor(() => expect(screen.queryByText(/White text on this card colour/)).toBeNull());
    expect(screen.queryByRole('button', { name: /^Use #/ })).toBeNull();
  });

  it('offers nothing for a colour that reads', async () => {
    const { studio } = renderStudio('transitClass', classWith('#636363'));
    // Checked whole (issues() runs what is pending), with no contrast warning to answer.
    await act(() => Promise.resolve());
    const issues = await studio().issues();
    expect(issues.filter((issue) => issue.rule === 'google.contrast')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Use #/ })).toBeNull();
  });
});
