import type { Issue } from './issue';
import { createLineIndex } from './textLocator';

export type DecodeResult = { ok: true; text: string } | { ok: false; issue: Issue };

/**
 * Bytes as UTF-8 text, never altered: a byte sequence that is not UTF-8 is an error at its byte
 * position (TextDecoder would otherwise put U+FFFD in its place). A leading byte-order mark is
 * dropped, as editors do.
 */
export function decodeUtf8(bytes: Uint8Array): DecodeResult {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const offset = firstInvalidByte(bytes);
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
    const { line, column } = createLineIndex(before)(before.length);
    const shown = Array.from(bytes.subarray(offset, offset + 4), (b) =>
      b.toString(16).toUpperCase().padStart(2, '0'),
    ).join(' ');
    return {
      ok: false,
      issue: {
        path: '',
        segments: [],
        severity: 'error',
        code: 'encoding',
        message: `Byte ${offset} (${shown}…) is not UTF-8; save the file as UTF-8 (nothing was replaced)`,
        line,
        column,
      },
    };
  }
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  const cont = (at: number, low = 0x80, high = 0xbf) =>
    at < bytes.length && (bytes[at] as number) >= low && (bytes[at] as number) <= high;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) i += 1;
    else if (b >= 0xc2 && b <= 0xdf) {
      if (!cont(i + 1)) return i;
      i += 2;
    } else if (b >= 0xe0 && b <= 0xef) {
      // Overlong forms (E0 80..9F) and surrogates (ED A0..BF) are not UTF-8.
      const low = b === 0xe0 ? 0xa0 : 0x80;
      const high = b === 0xed ? 0x9f : 0xbf;
      if (!cont(i + 1, low, high) || !cont(i + 2)) return i;
      i += 3;
    } else if (b >= 0xf0 && b <= 0xf4) {
      const low = b === 0xf0 ? 0x90 : 0x80;
      const high = b === 0xf4 ? 0x8f : 0xbf;
      if (!cont(i + 1, low, high) || !cont(i + 2) || !cont(i + 3)) return i;
      i += 4;
    } else return i;
  }
  return bytes.length;
}
