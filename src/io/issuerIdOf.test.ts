import { describe, expect, it } from 'vitest';
import { issuerIdOf } from './issuerIdOf';

describe('issuerIdOf', () => {
  it.each([
    ['3388000000012345678.spring-coffee-offer', '3388000000012345678'],
    ['3388000000012345678.', '3388000000012345678'],
    ['12.a.b', '12'],
    ['3388000000012345678', undefined],
    ['.offer', undefined],
    ['33x8.offer', undefined],
    [' 3388.offer', undefined],
    ['', undefined],
    [3388, undefined],
    [null, undefined],
  ])('%j → %j', (id, issuer) => {
    expect(issuerIdOf(id)).toBe(issuer);
  });
});
