import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDraft, type Draft } from '../../storage';
import { usePairView } from './usePairView';

const klass = createDraft('offerClass', { id: '1.coffee', title: 'Ten percent off' }, 'Coffee');
const pass = createDraft('offerObject', { id: '1.p', classId: '1.coffee' }, 'Pass');
const other = createDraft('offerObject', { id: '1.q', classId: '1.coffee' }, 'Other pass');
const drafts = [klass, pass, other];

const view = (active: Draft) => renderHook(() => usePairView(drafts, active)).result;

describe('usePairView', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['a paired object', pass, klass.document],
    ['a class', klass, undefined],
    ['a transit class', createDraft('transitClass', { id: '1.coffee' }, 'T'), undefined],
  ])('draws %s with the open class by default', (_name, active, pairedClass) => {
    const result = view(active);
    expect(result.current?.previewWith).toBe('class');
    expect(result.current?.pairedClass).toBe(pairedClass);
  });

  it('remembers "Preview with this copy" for that pair alone, and the class knows', () => {
    const result = view(pass);
    act(() => result.current?.setPreviewWith('copy'));
    expect(result.current).toMatchObject({ previewWith: 'copy', pairedClass: undefined });
    // Read again from storage, as after a reload; the other pass of the class is not changed.
    expect(view(pass).current?.previewWith).toBe('copy');
    expect(view(other).current?.previewWith).toBe('class');
    const fromClass = view(klass).current;
    expect([pass, other].map((d) => fromClass?.previewOf(d))).toEqual(['copy', 'class']);

    act(() => result.current?.setPreviewWith('class'));
    expect(result.current?.pairedClass).toBe(klass.document);
    expect(localStorage.length).toBe(0);
  });
});
