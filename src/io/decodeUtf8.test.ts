import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidByte } from './decodeUtf8';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part,
    ),
  );

describe('decodeUtf8', () => {
  it.each([
    ['plain ASCII', bytes('{"a": 1}'), '{"a": 1}'],
    ['multi-byte characters', bytes('{"a": "ü€😀"}'), '{"a": "ü€😀"}'],
    ['a byte-order mark, dropped', bytes([0xef, 0xbb, 0xbf], '{}'), '{}'],
  ])('decodes %s', (_name, input, text) => {
    expect(decodeUtf8(input)).toEqual({ ok: true, text });
  });

  it.each([
    ['a lone 0xFF', bytes('{"a": "', [0xff], '"}'), 7, 1, 8],
    ['Latin-1 é on line 2', bytes('{\n  "a": "caf', [0xe9], '"\n}'), 13, 2, 12],
    ['a truncated 3-byte sequence', bytes('ab', [0xe2, 0x82]), 2, 1, 3],
    ['an overlong slash', bytes([0xc0, 0xaf]), 0, 1, 1],
    ['an encoded surrogate', bytes('é', [0xed, 0xa0, 0x80]), 2, 1, 2],
    ['a code point above U+10FFFF', bytes([0xf4, 0x90, 0x80, 0x80]), 0, 1, 1],
  ])('refuses %s at its byte, line and column', (_name, input, offset, line, column) => {
    expect(firstInvalidByte(input)).toBe(offset);
    const result = decodeUtf8(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issue).toMatchObject({ code: 'encoding', severity: 'error', line, column });
    expect(result.issue.message).toMatch(new RegExp(`^Byte ${offset} \\(`));
  });
});
