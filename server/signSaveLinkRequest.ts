import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SaveLinkClaims } from '../src/io/saveLink/saveLinkClaims';
import { signSaveLink, type SaveLinkSigner } from '../src/io/saveLink/signSaveLink';
import type { ResourceKind } from '../src/schema/resources';
import { readJsonBody } from './readJsonBody';
import { errorBody, sendJson } from './respond';
import { validateDocument } from './validateDocument';

const PAYLOAD_KINDS = {
  transitClasses: 'transitClass',
  offerClasses: 'offerClass',
  offerObjects: 'offerObject',
} as const satisfies Record<string, ResourceKind>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `claims` cannot be signed, or null: the shape of Google's save-link JWT, valid passes. */
function claimsProblem(claims: unknown) {
  if (!isRecord(claims))
    return { message: 'The body must be the claims of a save link, an object' };
  if (claims.aud !== 'google') return { message: 'The claims need "aud": "google"' };
  if (claims.typ !== 'savetowallet') return { message: 'The claims need "typ": "savetowallet"' };
  const { origins, payload, iat } = claims;
  if (iat !== undefined && !(typeof iat === 'number' && Number.isInteger(iat) && iat >= 0))
    return { message: '"iat" must be whole seconds since 1970' };
  if (
    origins !== undefined &&
    !(Array.isArray(origins) && origins.every((o) => typeof o === 'string'))
  )
    return { message: '"origins" must be a list of origins' };
  if (!isRecord(payload)) return { message: 'The claims need a "payload" object' };
  let count = 0;
  for (const [key, entries] of Object.entries(payload)) {
    const kind = PAYLOAD_KINDS[key as keyof typeof PAYLOAD_KINDS];
    if (!kind) return { message: `"payload.${key}" is not a list this server signs` };
    if (!Array.isArray(entries)) return { message: `"payload.${key}" must be a list` };
    for (const [index, entry] of entries.entries()) {
      count += 1;
      const invalid = validateDocument(entry, kind);
      if (invalid) return { ...invalid, message: `payload.${key}[${index}]: ${invalid.message}` };
    }
  }
  if (count === 0) return { message: 'The payload holds no class or object to save' };
  return null;
}

/**
 * `POST {base}/saveLink`: signs the claims in the body with the server's service-account key
 * (its e-mail becomes `iss`) and answers `{ jwt, url, length }`. Every pass in the payload is
 * validated first, so the server never signs what Google would refuse.
 */
export async function signSaveLinkRequest(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
  signer: SaveLinkSigner | null,
): Promise<void> {
  if (!signer) {
    const message =
      'This server has no service-account key to sign with; start it with --key KEY.json';
    request.resume();
    sendJson(response, 501, errorBody(501, message), headers);
    return;
  }
  const body = await readJsonBody(request);
  if (!body.ok) {
    sendJson(response, body.status, errorBody(body.status, body.message), headers);
    return;
  }
  const problem = claimsProblem(body.value);
  if (problem) {
    const issues =
      'issues' in problem ? { issues: problem.issues, issueCount: problem.issueCount } : {};
    sendJson(response, 400, errorBody(400, problem.message, issues), headers);
    return;
  }
  const claims = body.value as Partial<SaveLinkClaims>;
  const signed = await signSaveLink(
    {
      ...(claims as SaveLinkClaims),
      origins: claims.origins ?? [],
      iat: claims.iat ?? Math.floor(Date.now() / 1000),
    },
    signer,
  );
  sendJson(response, 200, signed, headers);
}
