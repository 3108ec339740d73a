import { act, render, renderHook } from '@testing-library/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DocumentEditor } from './DocumentEditor';
import { useDocumentForm } from './useDocumentForm';
import { useDocumentValue, useDocumentValues } from './useDocumentValue';

const start = {
  id: '1.a',
  issuerName: 'Metro',
  textModulesData: [
    { id: 'a', header: 'A' },
    { id: 'b', header: 'B' },
  ],
};

/** Counts renders of a reader and keeps what it read last. */
function reader<T>(read: () => T) {
  const seen = { renders: 0, value: undefined as T | undefined };
  function Reader() {
    seen.renders += 1;
    seen.value = read();
    return null;
  }
  return { seen, Reader };
}

function mount(...readers: (() => null)[]) {
  const { result } = renderHook(() => useDocumentForm('transitClass', structuredClone(start)));
  const form = result.current;
  let arrays: ReturnType<typeof useFieldArray> | undefined;
  function Arrays() {
    arrays = useFieldArray({ control: useFormContext().control, name: 'textModulesData' });
    return null;
  }
  render(
    <DocumentEditor form={form} kind="transitClass">
      <Arrays />
      {readers.map((Reader, i) => (
        <Reader key={i} />
      ))}
    </DocumentEditor>,
  );
  return { form, arrays: () => arrays! };
}

const isList = (value: unknown) => Array.isArray(value) && value.length;

describe('useDocumentValue', () => {
  it('reads a value and follows its changes, and only its own', () => {
    const header = reader(() => useDocumentValue('textModulesData.1.header'));
    const issuer = reader(() => useDocumentValue('issuerName'));
    const { form } = mount(header.Reader, issuer.Reader);
    expect([header.seen.value, issuer.seen.value]).toEqual(['B', 'Metro']);
    const before = { header: header.seen.renders, issuer: issuer.seen.renders };
    act(() => form.setValue('textModulesData.1.header', 'Bus'));
    expect(header.seen.value).toBe('Bus');
    expect(header.seen.renders).toBe(before.header + 1);
    expect(issuer.seen.renders).toBe(before.issuer);
  });

  it('re-renders only when what compute makes of the value changes', () => {
    const count = reader(() => useDocumentValue('textModulesData', isList));
    const { form } = mount(count.Reader);
    const renders = count.seen.renders;
    // Typing inside a row replaces the list (a snapshot copies the path), but not its length.
    act(() => form.setValue('textModulesData.0.header', 'Another'));
    expect(count.seen.renders).toBe(renders);
    act(() => form.setValue('textModulesData', []));
    expect(count.seen.value).toBe(0);
    expect(count.seen.renders).toBe(renders + 1);
  });

  it('follows the rows that list methods add and move', () => {
    const ids = reader(() =>
      useDocumentValues(['textModulesData.2.id', 'textModulesData.0.id'], (values) =>
        values.join(','),
      ),
    );
    const { arrays } = mount(ids.Reader);
    expect(ids.seen.value).toBe(',a');
    act(() => arrays().append({ id: 'c' }));
    expect(ids.seen.value).toBe('c,a');
    act(() => arrays().move(2, 0));
    expect(ids.seen.value).toBe('b,c');
  });

  it('follows a whole new document', () => {
    const issuer = reader(() => useDocumentValue('issuerName'));
    const { form } = mount(issuer.Reader);
    act(() => form.reset({ id: '1.b', issuerName: 'Tram' }));
    expect(issuer.seen.value).toBe('Tram');
  });
});
