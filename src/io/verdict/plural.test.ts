import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it.each([
    [0, 'error', undefined, '0 errors'],
    [1, 'error', undefined, '1 error'],
    [2, 'error', undefined, '2 errors'],
    [1, 'Google warning', undefined, '1 Google warning'],
    [21, 'Google warning', undefined, '21 Google warnings'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
    [1, 'field differs', 'fields differ', '1 field differs'],
    [2, 'field differs', 'fields differ', '2 fields differ'],
  ])('%i %s reads “%s”', (count, one, other, text) => {
    expect(plural(count, one, other)).toBe(text);
  });
});
