import { describe, expect, it } from 'vitest';
import { shortcutLabel, tooltipText } from './shortcutLabel';

describe('shortcutLabel', () => {
  it.each([
    ['Control+Z', false, 'Ctrl+Z'],
    ['Control+Shift+Z', false, 'Ctrl+Shift+Z'],
    ['Control+K Meta+K', false, 'Ctrl+K'],
    ['Control+K Meta+K', true, '⌘K'],
    ['Control+Z', true, 'Ctrl+Z'],
    ['Alt+ArrowDown', false, 'Alt+↓'],
    ['Shift+F10', false, 'Shift+F10'],
    ['', false, ''],
    [null, false, ''],
  ])('%s (Mac: %s) reads %s', (shortcuts, mac, expected) => {
    expect(shortcutLabel(shortcuts, mac)).toBe(expected);
  });
});

describe('tooltipText', () => {
  it.each([
    ['Undo', 'Control+Z', 'Undo (Ctrl+Z)'],
    ['More', null, 'More'],
  ])('%s with %s reads %s', (name, shortcuts, expected) => {
    expect(tooltipText(name, shortcuts)).toBe(expected);
  });
});
