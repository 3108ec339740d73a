import { describe, expect, it } from 'vitest';
import { resourceKinds } from '../schema/resources';
import { blankDocument } from './blankDocument';
import { exportDocument } from './exportDocument';
import { lint } from './lint';
import { parse } from './parse';
import { samples } from './samples';
import { validate } from './validate';

describe('samples', () => {
  it.each(resourceKinds)('%s validates with no errors and no warnings', (kind) => {
    expect(validate(samples[kind], kind)).toEqual([]);
    expect(lint(samples[kind], kind)).toEqual([]);
  });

  it.each(resourceKinds)('%s is detected as its own kind', (kind) => {
    expect(parse(JSON.stringify(samples[kind])).kind).toBe(kind);
  });

  it.each(resourceKinds)('%s round-trips unchanged: it is already compliant', (kind) => {
    const result = exportDocument(samples[kind], kind);
    expect(result.ok && result.value).toEqual(samples[kind]);
    const again = result.ok ? exportDocument(parse(result.json, kind).document, kind) : result;
    expect(again.ok && result.ok && again.json === result.json).toBe(true);
  });
});

describe('blankDocument', () => {
  it.each([
    ['transitClass', { id: '' }],
    ['offerObject', { id: '', classId: '' }],
  ] as const)('%s has only the required fields and is valid', (kind, expected) => {
    expect(blankDocument(kind)).toEqual(expected);
    expect(validate(blankDocument(kind), kind)).toEqual([]);
  });
});
