import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { patternSecretRanges, secretRanges } from './secretMask';

const masked = (document: unknown) => {
  const doc = JSON.stringify(document, null, 2);
  const state = EditorState.create({ doc, extensions: [json()] });
  // The whole tree: a state's own may stop short while the parser is cold.
  const tree = ensureSyntaxTree(state, state.doc.length, 5000) ?? undefined;
  return secretRanges(state, 0, doc.length, tree).map(({ from, to }) => doc.slice(from, to));
};

const totp = (parameters: unknown) => ({
  rotatingBarcode: { totpDetails: { periodMillis: '30000', parameters } },
});

describe('secretRanges', () => {
  it.each([
    [
      'each TOTP key',
      totp([{ key: 'aa11', valueLength: 6 }, { key: 'bb22' }]),
      ['"aa11"', '"bb22"'],
    ],
    ['a key of the wrong type too', totp([{ key: 1234 }]), ['1234']],
    ['nothing without TOTP', { key: 'visible', id: '1.a' }, []],
    ['not a key elsewhere in TOTP', totp([{ valueLength: 6 }]), []],
    ['not a key outside parameters', { totpDetails: { key: 'x' } }, []],
    ['not a key under another list', { other: { parameters: [{ key: 'x' }] } }, []],
  ])('masks %s', (_name, document, expected) => {
    expect(masked(document)).toEqual(expected);
  });
});

describe('patternSecretRanges (before the parser gets there, or in broken text)', () => {
  const found = (doc: string) => {
    const state = EditorState.create({ doc });
    return patternSecretRanges(state).map(({ from, to }) => doc.slice(from, to));
  };
  it.each([
    ['a string key', '"parameters": [{ "key": "s3cr3t", "valueLength": 6 }]', ['"s3cr3t"']],
    ['a key being typed', '{ "key": "s3cr', ['"s3cr']],
    ['a value on the next line', '"key":\n  "abc"', ['"abc"']],
    ['a number', '{"key": 1234}', ['1234']],
    ['an escaped quote inside', String.raw`{"key": "a\"b"}`, [String.raw`"a\"b"`]],
    ['nothing else', '{"keys": "x", "id": "key"}', []],
  ])('%s', (_name, doc, expected) => {
    expect(found(doc)).toEqual(expected);
  });
});
