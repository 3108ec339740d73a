import { z } from 'zod';

/**
 * Makes zod run without `new Function`, for pages whose Content-Security-Policy has no
 * 'unsafe-eval'. zod decides when a schema is built, and even its probe for eval is reported as
 * a violation there, so this must run before any schema module is evaluated: import
 * `pass-studio/strict-csp` (or the app's `src/strictCsp.ts`) first. zod keeps its configuration
 * on `globalThis`, shared by every copy of zod on the page, so the library never does this by
 * itself: it is the host's choice.
 */
export function enableStrictCsp(): void {
  z.config({ jitless: true });
}
