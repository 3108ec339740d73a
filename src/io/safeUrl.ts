// Document text becomes an active URL only when the browser's own parser gives it an allowed
// scheme: that parser strips tabs and newlines and ignores case ("java\tscript:", "JAVASCRIPT:"),
// so checking its result, not the raw text, is what keeps script URLs out.

const linkSchemes: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const imageSchemes: ReadonlySet<string> = new Set(['http:', 'https:']);

function allowed(uri: unknown, schemes: ReadonlySet<string>): string | null {
  if (typeof uri !== 'string') return null;
  try {
    // No base URL: relative and scheme-relative ("//host") references throw and are refused.
    const url = new URL(uri.trim());
    return schemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The normalised URL when `uri` may be a link target (http, https, mailto, tel), else null. */
export function safeLinkHref(uri: unknown): string | null {
  return allowed(uri, linkSchemes);
}

/** The normalised URL when `uri` may be an image source (http, https), else null. */
export function safeImageSrc(uri: unknown): string | null {
  return allowed(uri, imageSchemes);
}
