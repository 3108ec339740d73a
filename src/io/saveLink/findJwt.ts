const SAVE_URL = /https:\/\/pay\.google\.com\/gp\/v\/save\/([\w-]+\.[\w-]+\.[\w-]*)/;
/** A compact JWS whose header is JSON: base64url of '{"' starts with 'eyJ'. */
const BARE_JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/;

/** The JWT in a save link, a bare JWT, or any text holding one (an e-mail, HTML, JSON). */
export function findJwt(text: string): string | null {
  return SAVE_URL.exec(text)?.[1] ?? BARE_JWT.exec(text)?.[0] ?? null;
}
