import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountInStudio } from '../test/mountInStudio';
import { useList, type ListControl } from './lists/useList';
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
  const held: { list?: ListControl } = {};
  function Lists() {
    held.list = useList('textModulesData');
    return null;
  }
  const { studio } = mountInStudio(
    'transitClass',
    structuredClone(start),
    <>
      <Lists />
      {readers.map((Reader, i) => (
        <Reader key={i} />
      ))}
    </>,
  );
  return { snapshots: studio().snapshots, list: () => held.list! };
}

const isList = (value: unknown) => Array.isArray(value) && value.length;

describe('useDocumentValue', () => {
  it('reads a value and follows its changes, and only its own', () => {
    const header = reader(() => useDocumentValue('textModulesData.1.header'));
    const issuer = reader(() => useDocumentValue('issuerName'));
    const { snapshots } = mount(header.Reader, issuer.Reader);
    expect([header.seen.value, issuer.seen.value]).toEqual(['B', 'Metro']);
    const before = { header: header.seen.renders, issuer: issuer.seen.renders };
    act(() => snapshots.write('textModulesData.1.header', 'Bus'));
    expect(header.seen.value).toBe('Bus');
    expect(header.seen.renders).toBe(before.header + 1);
    expect(issuer.seen.renders).toBe(before.issuer);
  });

  it('re-renders only when what compute makes of the value changes', () => {
    const count = reader(() => useDocumentValue('textModulesData', isList));
    const { snapshots } = mount(count.Reader);
    const renders = count.seen.renders;
    // Typing inside a row replaces the list (a snapshot copies the path), but not its length.
    act(() => snapshots.write('textModulesData.0.header', 'Another'));
    expect(count.seen.renders).toBe(renders);
    act(() => snapshots.write('textModulesData', []));
    expect(count.seen.value).toBe(0);
    expect(count.seen.renders).toBe(renders + 1);
  });

  it('follows the rows that list methods add and move', () => {
    const ids = reader(() =>
      useDocumentValues(['textModulesData.2.id', 'textModulesData.0.id'], (values) =>
        values.join(','),
      ),
    );
    const { list } = mount(ids.Reader);
    expect(ids.seen.value).toBe(',a');
    act(() => {
      list().append({ id: 'c' });
    });
    expect(ids.seen.value).toBe('c,a');
    act(() => {
      list().move(2, 0);
    });
    expect(ids.seen.value).toBe('b,c');
  });

  it('follows a whole new document', () => {
    const issuer = reader(() => useDocumentValue('issuerName'));
    const { snapshots } = mount(issuer.Reader);
    act(() => snapshots.replace({ id: '1.b', issuerName: 'Tram' }, 'outside'));
    expect(issuer.seen.value).toBe('Tram');
  });
});
