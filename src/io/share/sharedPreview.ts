import { Inflate, deflateSync } from 'fflate';
import { base64url } from 'jose';
import { isResourceKind, type ResourceKind } from '../../schema/resources';
import { isRecord } from '../walkDocument';
import { shareDictionary } from './shareDictionary';
import { SHARE_PREFIX, SHARE_PREFIX_V1, shareFormatOf } from './sharePrefix';

/** What a review link carries: the pass, its paired class, and how the preview was set. */
export interface SharedPreview {
  kind: ResourceKind;
  document: Record<string, unknown>;
  /** An offer object's paired offer class, drawn with it. */
  pairedClass?: Record<string, unknown>;
  /** Preview settings (the moment, the sample trip): read by the preview, never exported. */
  preview?: Record<string, unknown>;
  /** Fields marked secret that were left out (withoutSecrets), so the reviewer is told. */
  leftOut?: SecretLeftOut[];
}

/** A secret left out of a link: in the pass or in its paired class, at this path. */
export interface SecretLeftOut {
  in: 'document' | 'pairedClass';
  segments: (string | number)[];
}

const isLeftOut = (value: unknown): value is SecretLeftOut =>
  isRecord(value) &&
  (value.in === 'document' || value.in === 'pairedClass') &&
  Array.isArray(value.segments) &&
  value.segments.every((s) => typeof s === 'string' || typeof s === 'number');

export type DecodedShare = { ok: true; shared: SharedPreview } | { ok: false; message: string };

export { SHARE_PREFIX };
/** What a review link may unpack to: far above any pass, far below what would hang a phone. */
export const MAX_SHARED_BYTES = 8 * 1024 * 1024;

/** The dictionary a format inflates with: v1 (CompressionStream's deflate-raw) had none. */
const dictionaryOf = (prefix: string) =>
  prefix === SHARE_PREFIX_V1 ? undefined : shareDictionary();

/** Inflates raw deflate a kilobyte at a time: a few bytes can unpack to gigabytes, so stop past the bound. */
function inflate(bytes: Uint8Array, dictionary: Uint8Array | undefined): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Inflate({ dictionary }, (chunk) => {
    size += chunk.byteLength;
    if (size > MAX_SHARED_BYTES) throw new RangeError('too large');
    chunks.push(chunk);
  });
  const STEP = 1024;
  for (let at = 0; at < bytes.byteLength || at === 0; at += STEP)
    stream.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.byteLength);
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * The fragment (without '#') of a review link: the JSON, deflated with the schema's names as a
 * preset dictionary (shareDictionary) and base64url-encoded. A fragment is never sent to a
 * server.
 */
export function encodeSharedPreview(shared: SharedPreview): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(shared));
  const packed = deflateSync(json, { level: 9, dictionary: shareDictionary() });
  return Promise.resolve(SHARE_PREFIX + base64url.encode(packed));
}

const fail = (message: string): DecodedShare => ({ ok: false, message });

/** Reads a review link's fragment (with or without '#'); says why when it cannot. */
export function decodeSharedPreview(fragment: string): Promise<DecodedShare> {
  return Promise.resolve(decodeFragment(fragment));
}

function decodeFragment(fragment: string): DecodedShare {
  const text = fragment.replace(/^#/, '');
  const prefix = shareFormatOf(text);
  if (prefix === undefined) {
    return fail(
      text === ''
        ? 'This page shows a pass from a review link, and this address holds none: open the link you were sent.'
        : 'This review link is of a format this version of Pass Studio does not read.',
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = base64url.decode(text.slice(prefix.length));
  } catch {
    return fail('This review link is damaged (it is not base64url): copy the whole link again.');
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflate(bytes, dictionaryOf(prefix)));
  } catch (error) {
    return fail(
      error instanceof RangeError
        ? `This review link unpacks to more than ${MAX_SHARED_BYTES / 1024 / 1024} MB: it is not one Pass Studio made.`
        : 'This review link is damaged or cut short: copy the whole link again.',
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('This review link is damaged: its pass is not JSON.');
  }
  if (!isRecord(value) || !isResourceKind(value.kind) || !isRecord(value.document)) {
    return fail('This review link holds no pass Pass Studio can show.');
  }
  return {
    ok: true,
    shared: {
      kind: value.kind,
      document: value.document,
      ...(isRecord(value.pairedClass) && { pairedClass: value.pairedClass }),
      ...(isRecord(value.preview) && { preview: value.preview }),
      ...(Array.isArray(value.leftOut) && { leftOut: value.leftOut.filter(isLeftOut) }),
    },
  };
}
