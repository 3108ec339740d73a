import type { ResourceKind } from '../schema/resources';
import { decodeUtf8 } from './decodeUtf8';
import type { LintOptions } from './lint';
import { parse, type ParseResult } from './parse';

/**
 * Reads a pass from a file's bytes: UTF-8 only (a leading byte-order mark is fine). Bytes that are
 * not UTF-8 are an error at their position, never silently replaced.
 */
export function parseBytes(
  bytes: Uint8Array,
  kind?: ResourceKind,
  options?: LintOptions,
): ParseResult {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return { kind: kind ?? null, document: undefined, issues: [decoded.issue] };
  return parse(decoded.text, kind, options);
}
