import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS, WorkspaceNotice } from './WorkspaceNotice';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderNotice() {
  const onDismiss = vi.fn();
  render(<WorkspaceNotice notice={{ text: 'Paired by id' }} onDismiss={onDismiss} />);
  return { onDismiss, toast: screen.getByRole('status') };
}

describe('WorkspaceNotice', () => {
  it('goes by itself after a few seconds', () => {
    const { onDismiss } = renderNotice();
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS - 1);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('stays while the pointer is on it, and goes a while after it leaves', () => {
    const { onDismiss, toast } = renderNotice();
    fireEvent.pointerEnter(toast);
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS * 2);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(toast);
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS);
    });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('a lasting notice stays until dismissed, a page-wide Escape included; its undo runs once', () => {
    const onDismiss = vi.fn();
    const run = vi.fn();
    render(
      <WorkspaceNotice
        notice={{ text: 'Deleted “Spring”.', undo: { label: 'Undo delete', run }, lasting: true }}
        onDismiss={onDismiss}
      />,
    );
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS * 3);
    });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Undo delete' }));
    expect(run).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('goes on Escape, unless a dialog is open', () => {
    const { onDismiss } = renderNotice();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('aria-modal', 'true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    dialog.remove();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('gives the focus back to the field it came from when it goes', () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    const onDismiss = vi.fn();
    const view = render(
      <WorkspaceNotice notice={{ text: 'Paired by id' }} onDismiss={onDismiss} />,
    );
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    view.unmount();
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});
