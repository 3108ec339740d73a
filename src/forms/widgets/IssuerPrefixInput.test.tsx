import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../../test/renderStudio';

// An offer object's Class ID offers the issuer prefix of its Object ID while it is empty
// (ui.suggestIssuerFrom), taken with → or the button under it.

const ISSUER = '3388000000012345678';
const basics = () => screen.getByRole('region', { name: 'Basics' });
const classId = () => within(basics()).getByRole('textbox', { name: 'Class ID' });
const useButton = () => within(basics()).queryByRole('button', { name: /^Use / });
/** What a screen reader reads after the field's name: every element aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Class ID offers the Object ID’s issuer prefix', () => {
  it.each([
    ['empty, as a new object has it', { id: `${ISSUER}.o1`, classId: '' }],
    ['absent', { id: `${ISSUER}.o1` }],
    ['while the Object ID is only the prefix', { id: `${ISSUER}.` }],
  ])('when Class ID is %s', (_, document) => {
    renderStudio('offerObject', document);
    expect(classId().getAttribute('placeholder')).toBe(`${ISSUER}.`);
    expect(useButton()?.textContent).toBe(`Use ${ISSUER}.`);
    expect(description(classId())).toMatch(
      new RegExp(`Use ${ISSUER}\\. from the Object ID, or press →Right Arrow`),
    );
  });

  it.each([
    ['Class ID has text', { id: `${ISSUER}.o1`, classId: 'c' }],
    ['Class ID has another issuer', { id: `${ISSUER}.o1`, classId: '1.c' }],
    ['the Object ID is empty', { id: '', classId: '' }],
    ['the Object ID has no dot', { id: ISSUER, classId: '' }],
    ['the Object ID starts with letters', { id: 'coffee.o1', classId: '' }],
    ['the Object ID has no issuer before its dot', { id: '.o1', classId: '' }],
  ])('not when %s', (_, document) => {
    renderStudio('offerObject', document);
    expect(useButton()).toBeNull();
    expect(classId().getAttribute('placeholder')).toBe('3388000000012345678.my-offer-class');
    expect(description(classId())).not.toMatch(/Use /);
    // → moves the caret as ever: nothing is written.
    expect(fireEvent.keyDown(classId(), { key: 'ArrowRight' })).toBe(true);
  });

  it('appears once the Object ID gets its issuer, and goes once Class ID has text', () => {
    renderStudio('offerObject', { id: '', classId: '' });
    const objectId = within(basics()).getByRole('textbox', { name: 'Object ID' });
    fireEvent.change(objectId, { target: { value: '42.o' } });
    expect(useButton()?.textContent).toBe('Use 42.');
    fireEvent.change(classId(), { target: { value: 'x' } });
    expect(useButton()).toBeNull();
    expect(classId()).toHaveProperty('value', 'x');
  });

  it.each([
    ['→ in the field', () => fireEvent.keyDown(classId(), { key: 'ArrowRight' })],
    ['the button', () => fireEvent.click(useButton()!)],
  ])('%s takes it through the store, and undo takes it back', async (_, accept) => {
    const { latest, studio } = renderStudio('offerObject', { id: `${ISSUER}.o1`, classId: '' });
    classId().focus();
    accept();
    expect(latest.document).toEqual({ id: `${ISSUER}.o1`, classId: `${ISSUER}.` });
    expect(classId()).toHaveProperty('value', `${ISSUER}.`);
    expect(useButton()).toBeNull();
    // The focus stays in (or comes back to) the field, to type the class's own suffix.
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(classId());
    act(() => studio().undo());
    expect(latest.document).toEqual({ id: `${ISSUER}.o1`, classId: '' });
    expect(classId()).toHaveProperty('value', '');
  });

  it('Alt+→ (the list rows’ shortcut) does nothing here', () => {
    const { latest } = renderStudio('offerObject', { id: `${ISSUER}.o1`, classId: '' });
    fireEvent.keyDown(classId(), { key: 'ArrowRight', altKey: true });
    expect(latest.document).toEqual({ id: `${ISSUER}.o1`, classId: '' });
  });

  it('is not offered in a read-only editor', () => {
    renderStudio('offerObject', { id: `${ISSUER}.o1`, classId: '' }, { readOnly: true });
    expect(useButton()).toBeNull();
    fireEvent.keyDown(classId(), { key: 'ArrowRight' });
    expect(classId()).toHaveProperty('value', '');
  });
});
