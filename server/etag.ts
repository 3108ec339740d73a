import { createHash } from 'node:crypto';

/** A strong entity tag: the quoted SHA-256 of the exact bytes stored and served. */
export function etagOf(bytes: Uint8Array | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/**
 * Whether an `If-Match` header value lets a write through for the current tag (RFC 9110 13.1.1):
 * `*` matches any existing document; otherwise one of the listed tags must equal it under the
 * strong comparison, so weak tags (`W/"..."`) never match.
 */
export function ifMatchAllows(header: string, currentEtag: string): boolean {
  const value = header.trim();
  if (value === '*') return true;
  const tags = value.match(/(W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => !tag.startsWith('W/') && tag === currentEtag);
}
