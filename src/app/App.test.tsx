import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App', () => {
  it('names the product in the top-level heading', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pass Studio');
  });

  it('lays out three named regions inside the main landmark', () => {
    render(<App />);
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Sections',
      'Editor',
      'Preview',
    ]);
  });
});
