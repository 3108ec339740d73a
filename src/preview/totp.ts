import { hmacSha1 } from './sha1';

/** Bytes of a hex string, or undefined when it is not whole bytes of hex. */
export function hexToBytes(hex: string): Uint8Array | undefined {
  const clean = hex.trim();
  if (clean.length === 0 || clean.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(clean)) return undefined;
  return Uint8Array.from({ length: clean.length / 2 }, (_, i) =>
    parseInt(clean.slice(i * 2, i * 2 + 2), 16),
  );
}

/**
 * RFC 6238 TOTP with HMAC-SHA1: the `digits`-digit code for `timeMillis`, counting steps of
 * `periodMillis` from the Unix epoch.
 */
export function totp(
  key: Uint8Array,
  timeMillis: number,
  periodMillis: number,
  digits: number,
): string {
  const counter = Math.floor(timeMillis / periodMillis);
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const mac = hmacSha1(key, message);
  const offset = mac[19]! & 0x0f;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
