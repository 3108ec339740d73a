/**
 * The SHA-1 of `bytes` in lower-case hex, as `manifest.json` lists it. Web Crypto in the browser;
 * Node 20 puts the same `crypto.subtle` on globalThis (node:crypto's webcrypto).
 */
export async function sha1Hex(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-1', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
