import { describe, expect, it } from 'vitest';
import { sha1 } from './sha1';
import { hexToBytes, totp } from './totp';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const ascii = (value: string) => new TextEncoder().encode(value);

describe('sha1', () => {
  it.each([
    ['', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
    ['abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    ],
    ['a'.repeat(1000), '291e9a6c66994949b57ba5e650361e98fc36b1ba'],
  ])('hashes %j', (message, digest) => {
    expect(hex(sha1(ascii(message)))).toBe(digest);
  });
});

describe('totp (RFC 6238 appendix B, SHA-1)', () => {
  const key = hexToBytes('3132333435363738393031323334353637383930')!;
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i seconds is %s', (seconds, code) => {
    expect(totp(key, seconds * 1000, 30_000, 8)).toBe(code);
  });

  it('keeps leading zeros at six digits', () => {
    expect(totp(key, 1111111109 * 1000, 30_000, 6)).toBe('081804');
  });
});

describe('hexToBytes', () => {
  it.each(['', 'abc', 'zz', '12 34'])('rejects %j', (value) => {
    expect(hexToBytes(value)).toBeUndefined();
  });
  it('reads upper and lower case', () => {
    expect([...hexToBytes('0aFf')!]).toEqual([10, 255]);
  });
});
