import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTooltips } from './useTooltips';

function Part() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useTooltips(element);
  return <div ref={setElement} />;
}

const bubbles = () => document.querySelectorAll('.tooltip').length;

describe('useTooltips', () => {
  it('installs one tooltip for the page however many parts ask, and removes it with the last', () => {
    const first = render(<Part />);
    const second = render(<Part />);
    expect(bubbles()).toBe(1);
    first.unmount();
    expect(bubbles()).toBe(1);
    second.unmount();
    expect(bubbles()).toBe(0);
  });
});
