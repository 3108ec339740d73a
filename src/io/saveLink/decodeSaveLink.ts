import { base64url } from 'jose';
import type { ResourceKind } from '../../schema/resources';
import { findExcessiveNesting } from '../nestingDepth';
import { MAX_NESTING } from '../readJson';
import { isRecord } from '../walkDocument';
import { findJwt } from './findJwt';

/** One class or object of a save link's payload, as a document Pass Studio opens. */
export interface LinkPass {
  kind: ResourceKind;
  document: Record<string, unknown>;
  /** Where it sits: 'offerObjects[0]'. */
  at: string;
  /**
   * Only an id (and an object's classId): the pass was inserted through the API first, and the
   * link saves it by reference. Nothing in it to check.
   */
  reference: boolean;
  /** For an object: the index in `passes` of its class, when the payload holds it. */
  classIndex?: number;
}

export interface DecodedSaveLink {
  jwt: string;
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  passes: LinkPass[];
  /** Payload lists Pass Studio does not edit ('loyaltyObjects'), with how many entries each. */
  otherLists: { key: string; count: number }[];
}

export type DecodeResult = { ok: true; link: DecodedSaveLink } | { ok: false; message: string };

export const PAYLOAD_LISTS = {
  transitClasses: 'transitClass',
  offerClasses: 'offerClass',
  offerObjects: 'offerObject',
} as const satisfies Record<string, ResourceKind>;

function decodePart(part: string, what: string): Record<string, unknown> | string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(base64url.decode(part));
  } catch {
    return `its ${what} is not base64url-encoded UTF-8`;
  }
  // Deeper than any pass: every later step (the checks, --json) may then recurse safely.
  if (findExcessiveNesting(text, MAX_NESTING) !== undefined)
    return `its ${what} is nested more than ${MAX_NESTING} levels deep; a pass never is`;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : `its ${what} is not a JSON object`;
  } catch {
    return `its ${what} is not JSON`;
  }
}

const isReference = (entry: Record<string, unknown>): boolean =>
  Object.keys(entry).every((key) => key === 'id' || key === 'classId');

/**
 * Reads a save link (`https://pay.google.com/gp/v/save/<jwt>`), a bare JWT or text holding one
 * into its header, claims and passes. Nothing is verified here: checkSaveLink says what Google
 * will refuse, verifySaveLinkSignature checks the signature.
 */
export function decodeSaveLink(input: string): DecodeResult {
  const jwt = findJwt(input);
  if (!jwt) {
    return {
      ok: false,
      message:
        'No save link or JWT found: paste https://pay.google.com/gp/v/save/… or the JWT (three parts joined by dots)',
    };
  }
  const [head, body] = jwt.split('.') as [string, string, string];
  const header = decodePart(head, 'header');
  if (typeof header === 'string') return { ok: false, message: `Not a readable JWT: ${header}` };
  const claims = decodePart(body, 'claims');
  if (typeof claims === 'string') return { ok: false, message: `Not a readable JWT: ${claims}` };

  const passes: LinkPass[] = [];
  const otherLists: DecodedSaveLink['otherLists'] = [];
  const payload = isRecord(claims.payload) ? claims.payload : {};
  for (const [key, list] of Object.entries(payload)) {
    // Own keys only: a list named '__proto__' or 'constructor' is just another list.
    const kind = Object.hasOwn(PAYLOAD_LISTS, key)
      ? PAYLOAD_LISTS[key as keyof typeof PAYLOAD_LISTS]
      : undefined;
    if (!kind) {
      otherLists.push({ key, count: Array.isArray(list) ? list.length : 0 });
      continue;
    }
    if (!Array.isArray(list)) continue;
    list.forEach((entry, index) => {
      if (!isRecord(entry)) return;
      passes.push({ kind, document: entry, at: `${key}[${index}]`, reference: isReference(entry) });
    });
  }
  for (const pass of passes) {
    if (pass.kind !== 'offerObject') continue;
    const classIndex = passes.findIndex(
      (other) => other.kind === 'offerClass' && other.document.id === pass.document.classId,
    );
    if (classIndex >= 0) pass.classIndex = classIndex;
  }
  return { ok: true, link: { jwt, header, claims, passes, otherLists } };
}
