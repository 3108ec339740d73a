import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenRendered } from './focusWhenRendered';

const field = (name: string, html = '<input />') => {
  const shell = document.createElement('div');
  shell.dataset.field = name;
  shell.innerHTML = html;
  return shell;
};

const focusedField = () =>
  document.activeElement?.closest('[data-field]')?.getAttribute('data-field');

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusWhenRendered', () => {
  it.each([
    ['a field by name, already there', () => document.body.append(field('a.b')), 'a.b'],
    [
      'a field by name, rendered frames later',
      () => void nextFrame().then(() => document.body.append(field('a.b'))),
      'a.b',
    ],
    [
      'its first control that is no disabled button',
      () => document.body.append(field('a.b', '<button disabled>x</button><select></select>')),
      'a.b',
    ],
  ])('focuses %s', async (_case, render, expected) => {
    focusWhenRendered('a.b');
    render();
    await waitFor(() => expect(focusedField()).toBe(expected));
    expect(document.activeElement?.tagName).not.toBe('BUTTON');
  });

  it('focuses an element a function finds', async () => {
    const button = document.createElement('button');
    focusWhenRendered(() => (button.isConnected ? button : null));
    document.body.append(button);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('falls back to what stands nearest once the target has not shown for a while', async () => {
    document.body.append(field('a'));
    focusWhenRendered('a.b.c', { fallbacks: ['a.b', 'a'], patience: 2 });
    await waitFor(() => expect(focusedField()).toBe('a'));
  });

  it('prefers the target that arrives late over a fallback that stood first', async () => {
    document.body.append(field('a'));
    focusWhenRendered('a.b', { fallbacks: ['a'], patience: 6 });
    await nextFrame();
    document.body.append(field('a.b'));
    await waitFor(() => expect(focusedField()).toBe('a.b'));
  });

  it('lets a later request replace one that has not landed', async () => {
    focusWhenRendered('late');
    focusWhenRendered('now');
    document.body.append(field('now'));
    await waitFor(() => expect(focusedField()).toBe('now'));
    document.body.append(field('late'));
    for (let frame = 0; frame < 3; frame += 1) await nextFrame();
    expect(focusedField()).toBe('now');
  });
});
