import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samples } from '../../io/samples';
import { GoToFieldDialog } from './GoToFieldDialog';

function open() {
  const onGo = vi.fn();
  const onClose = vi.fn();
  render(
    <GoToFieldDialog
      kind="transitClass"
      document={samples.transitClass}
      onGo={onGo}
      onClose={onClose}
    />,
  );
  return { onGo, onClose, box: screen.getByRole('combobox', { name: 'Label, path or value' }) };
}

describe('GoToFieldDialog', () => {
  it('finds by label and goes to the highlighted field with Enter', async () => {
    const { onGo, onClose, box } = open();
    expect(document.activeElement).toBe(box);
    await userEvent.type(box, 'issuer name');
    const [first] = screen.getAllByRole('option');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(first?.textContent).toMatch(/Issuer nameBasicsLindenbahn/);
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(onGo).toHaveBeenCalledWith(['issuerName']);
  });

  it('moves with the arrows and shows the path of a typed path', async () => {
    const { onGo, box } = open();
    await userEvent.type(box, 'textModulesData.1');
    expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/textModulesData\.1$/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(onGo).toHaveBeenCalledWith(['textModulesData', 1, 'header']);
  });

  it('says when nothing matches', async () => {
    const { onGo, box } = open();
    await userEvent.type(box, 'zebra{Enter}');
    expect(screen.getByRole('status').textContent).toBe('No field matches “zebra”.');
    expect(onGo).not.toHaveBeenCalled();
  });
});
