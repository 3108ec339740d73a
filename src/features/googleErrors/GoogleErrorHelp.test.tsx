import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GoogleErrorHelp } from './GoogleErrorHelp';

describe('GoogleErrorHelp', () => {
  it('draws the row of docs/google-errors.md, its table and its links to Google', async () => {
    render(<GoogleErrorHelp row="something-went-wrong" />);
    await userEvent.click(screen.getByText('What Google shows, and what to change'));
    expect(screen.getByText(/Something went wrong\. Please try again\./)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Likely cause/ })).toBeTruthy();
    const reference = screen.getByRole('link', { name: 'Jwt reference' });
    expect(reference.getAttribute('target')).toBe('_blank');
    expect(reference.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/docs\/google-errors\.md#something-went-wrong/)).toBeTruthy();
  });

  it('shows another row in place when its link is followed, and goes back', async () => {
    render(<GoogleErrorHelp row="something-went-wrong" />);
    await userEvent.click(screen.getByText('What Google shows, and what to change'));
    await userEvent.click(screen.getByRole('link', { name: 'permission-denied' }));
    expect(screen.getByText(/did not have edit access on\s+the issuer/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText(/docs\/google-errors\.md#something-went-wrong/)).toBeTruthy();
  });
});
