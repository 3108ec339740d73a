import type { ResourceKind } from '../../schema/resources';
import { exportDocument } from '../exportDocument';
import type { Issue } from '../issue';

/** One document to put into a save link; `name` says which one in messages (a file name). */
export interface SaveLinkDocument {
  kind: ResourceKind;
  document: unknown;
  name: string;
}

/**
 * `full` embeds every class; `short` names an offer object's class by `classId` only, so the
 * class must already exist at Google (inserted through the REST API), and the link stays short.
 */
export type SaveLinkForm = 'full' | 'short';

export interface SaveLinkPayload {
  transitClasses?: unknown[];
  offerClasses?: unknown[];
  offerObjects?: unknown[];
}

/**
 * The claims of an "Add to Google Wallet" JWT, as Google's JWT reference defines them:
 * https://developers.google.com/wallet/reference/rest/v1/Jwt (iss: the service account's
 * e-mail; aud always "google"; typ always "savetowallet"; iat in seconds; origins: the sites
 * allowed to show the button; payload: arrays of classes and objects to save).
 */
export interface SaveLinkClaims {
  iss: string;
  aud: 'google';
  typ: 'savetowallet';
  iat: number;
  origins: string[];
  payload: SaveLinkPayload;
}

export interface SaveLinkOptions {
  issuer: string;
  origins?: readonly string[];
  /** Seconds since the epoch; now by default. */
  iat?: number;
  form?: SaveLinkForm;
}

export interface SaveLinkProblem {
  name: string;
  kind: ResourceKind;
  issues: Issue[];
}

export type SaveLinkClaimsResult =
  | { ok: true; claims: SaveLinkClaims; notes: string[] }
  | { ok: false; problems: SaveLinkProblem[]; message: string };

const PAYLOAD_KEY = {
  transitClass: 'transitClasses',
  offerClass: 'offerClasses',
  offerObject: 'offerObjects',
} as const satisfies Record<ResourceKind, keyof SaveLinkPayload>;

const idOf = (value: unknown, key: string): unknown =>
  (value as Record<string, unknown> | null)?.[key];

/**
 * The unsigned claims of a save link holding the compliant exports of `documents`. An invalid
 * document yields its issues and no claims: Google would refuse the link anyway.
 */
export function saveLinkClaims(
  documents: readonly SaveLinkDocument[],
  options: SaveLinkOptions,
): SaveLinkClaimsResult {
  if (documents.length === 0) {
    return { ok: false, problems: [], message: 'A save link needs at least one class or object' };
  }
  const problems: SaveLinkProblem[] = [];
  const exported: { kind: ResourceKind; value: Record<string, unknown> }[] = [];
  for (const { kind, document, name } of documents) {
    const result = exportDocument(document, kind);
    if (result.ok) exported.push({ kind, value: result.value as Record<string, unknown> });
    else problems.push({ name, kind, issues: result.issues.filter((i) => i.severity === 'error') });
  }
  if (problems.length > 0) {
    const names = problems.map((p) => p.name).join(', ');
    return {
      ok: false,
      problems,
      message: `No save link: ${names} ${problems.length === 1 ? 'is' : 'are'} not valid`,
    };
  }
  const notes: string[] = [];
  const short = options.form === 'short';
  const referenced = new Set(
    exported.filter((e) => e.kind === 'offerObject').map((e) => idOf(e.value, 'classId')),
  );
  const payload: SaveLinkPayload = {};
  for (const { kind, value } of exported) {
    let entry = value;
    if (short && kind === 'offerClass' && referenced.has(value.id)) {
      notes.push(`Offer class ${String(value.id)} is named by id, not embedded: it must exist`);
      continue;
    }
    if (short && kind === 'offerObject' && 'classReference' in value) {
      const { classReference: _omitted, ...rest } = value;
      entry = rest;
      notes.push(
        `Offer object ${String(value.id)} names class ${String(value.classId)} by id: it must exist`,
      );
    }
    (payload[PAYLOAD_KEY[kind]] ??= []).push(entry);
  }
  return {
    ok: true,
    notes,
    claims: {
      iss: options.issuer,
      aud: 'google',
      typ: 'savetowallet',
      iat: options.iat ?? Math.floor(Date.now() / 1000),
      origins: [...(options.origins ?? [])],
      payload,
    },
  };
}
