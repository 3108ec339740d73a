import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTooltips } from './installTooltips';

// The bubble is hidden from assistive technology: it is found by its class here.
const bubble = () => document.querySelector<HTMLElement>('.tooltip');
const shown = () => (bubble()?.hidden === false ? bubble()?.textContent : null);

describe('installTooltips', () => {
  let uninstall: () => void;
  let undo: HTMLButtonElement;
  let plain: HTMLButtonElement;
  beforeEach(() => {
    document.body.innerHTML = `
      <button aria-label="Undo" aria-keyshortcuts="Control+Z" data-tip="Undo"><svg></svg></button>
      <button>Export…</button>`;
    [undo, plain] = [...document.querySelectorAll('button')] as [
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    uninstall = installTooltips(document);
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    // The DOM tests share one document: the next file must not find these buttons.
    document.body.replaceChildren();
  });

  it('shows the name and shortcut on keyboard focus, without naming the button again', () => {
    undo.focus();
    expect(shown()).toBe('Undo (Ctrl+Z)');
    expect(bubble()?.getAttribute('aria-hidden')).toBe('true');
    expect(undo.getAttribute('aria-label')).toBe('Undo');
    plain.focus();
    expect(shown()).toBeNull();
  });

  it.each([
    [
      'Escape',
      (el: HTMLElement) =>
        el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    ],
    ['a press', (el: HTMLElement) => el.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['leaving', (el: HTMLElement) => el.blur()],
  ])('hides on %s', (_name, act) => {
    undo.focus();
    act(undo);
    expect(shown()).toBeNull();
  });

  it('shows on hover once the pointer rests, and hides when it leaves', () => {
    vi.useFakeTimers();
    undo.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(shown()).toBeNull();
    vi.runAllTimers();
    expect(shown()).toBe('Undo (Ctrl+Z)');
    undo.dispatchEvent(new Event('pointerout', { bubbles: true }));
    expect(shown()).toBeNull();
  });

  it('leaves nothing behind once uninstalled', () => {
    uninstall();
    uninstall = () => undefined;
    undo.focus();
    expect(bubble()).toBeNull();
  });
});
