import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../test/renderStudio';

const nav = () => screen.getByRole('navigation', { name: 'Sections' });
const open = (section: string) =>
  fireEvent.click(within(nav()).getByRole('button', { name: new RegExp(`^${section}`) }));
const flush = () => act(() => Promise.resolve());

describe('DocumentForm', () => {
  it('removes the key when an input is emptied, and keeps it removed after the row collapses', () => {
    const { latest } = renderStudio('transitClass', {
      id: '1.a',
      issuerName: 'Metro',
      textModulesData: [{ id: 'fare', header: 'Fare', body: '2.80 EUR' }],
    });
    fireEvent.change(screen.getByLabelText('Issuer name'), { target: { value: '' } });
    expect(latest.document).not.toHaveProperty('issuerName', expect.anything());
    expect(JSON.stringify(latest.document)).not.toContain('issuerName');
    open('Modules');
    const row = screen.getByRole('button', { name: /Text module 'fare' — Fare: 2.80 EUR/ });
    fireEvent.click(row);
    fireEvent.change(screen.getByLabelText('Header'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Text module 'fare'/, expanded: true }));
    fireEvent.click(screen.getByRole('button', { name: /Text module 'fare'/, expanded: false }));
    expect(screen.getByLabelText('Header')).toHaveProperty('value', '');
    expect(JSON.stringify(latest.document)).toBe(
      JSON.stringify({ id: '1.a', textModulesData: [{ id: 'fare', body: '2.80 EUR' }] }),
    );
  });

  it('keeps text that is no number as typed, with an error, and never writes NaN', async () => {
    const { latest } = renderStudio('offerObject', {
      id: '1.a',
      classId: '1.c',
      groupingInfo: { sortIndex: 3 },
    });
    open('Restrictions');
    const input = screen.getByLabelText(/Sort index/);
    fireEvent.change(input, { target: { value: '12a' } });
    await flush();
    expect(input).toHaveProperty('value', '12a');
    expect(latest.document).toMatchObject({ groupingInfo: { sortIndex: '12a' } });
    // Issues are recomputed once typing pauses.
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(input, { target: { value: '12' } });
    await flush();
    expect(latest.document).toMatchObject({ groupingInfo: { sortIndex: 12 } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('false'));
  });

  it('adds an optional object on request and removes it again', () => {
    const { latest } = renderStudio('offerObject', { id: '1.a', classId: '1.c' });
    open('Barcode');
    fireEvent.click(screen.getByRole('button', { name: 'Add barcode' }));
    expect(latest.document).toMatchObject({ barcode: {} });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '123' } });
    expect(latest.document).toMatchObject({ barcode: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove barcode' }));
    expect(JSON.stringify(latest.document)).not.toContain('barcode');
  });

  it('shows a camelCase enum value as its choice and writes UPPER once changed', () => {
    const { latest } = renderStudio('transitClass', { id: '1.a', transitType: 'rail' });
    const select = screen.getByLabelText('Transit type');
    expect(select).toHaveProperty('value', 'RAIL');
    fireEvent.change(select, { target: { value: 'BUS' } });
    expect(latest.document).toMatchObject({ transitType: 'BUS' });
    fireEvent.change(select, { target: { value: '' } });
    expect(JSON.stringify(latest.document)).not.toContain('transitType');
  });

  it('lists issues, counts errors per section, and focuses a field from the list', async () => {
    renderStudio('transitClass', {
      id: '1.a',
      textModulesData: [{ id: 'fare', header: 'x'.repeat(40) }],
    });
    // The document is checked once it has painted.
    expect(await within(nav()).findByRole('button', { name: /Modules.*1 error/ })).toBeTruthy();
    const issue = screen.getByRole('button', { name: /Error.*Text modules › 1st › Header/ });
    fireEvent.click(issue);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Header')));
  });
});
