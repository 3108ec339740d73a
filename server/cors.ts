/** The methods and request headers a browser may use across origins. */
export const corsAllowMethods = 'GET, POST, PUT, PATCH, OPTIONS';
export const corsAllowHeaders = 'Authorization, Content-Type, If-Match';

/**
 * CORS response headers for a request's `Origin`, or null when the origin is not on the
 * allowlist. A request without an `Origin` (curl, Node, same-origin navigation) needs none.
 */
export function corsHeaders(
  origin: string | undefined,
  allowOrigins: readonly string[],
  preflight: boolean,
): Record<string, string> | null {
  if (origin === undefined) return {};
  if (!allowOrigins.includes(origin)) return null;
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'ETag, Location',
    Vary: 'Origin',
  };
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = corsAllowMethods;
    headers['Access-Control-Allow-Headers'] = corsAllowHeaders;
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}
