export type ParsedOrigins = { ok: true; origins: string[] } | { ok: false; message: string };

/**
 * The `origins` claim from what the user typed: origins separated by spaces, commas or lines.
 * Each must be an http(s) origin, scheme, host and port only, as Google matches them.
 */
export function parseOrigins(text: string): ParsedOrigins {
  const origins: string[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return { ok: false, message: `“${entry}” is not a web address like https://shop.example` };
    }
    if (entry.replace(/\/$/, '') !== url.origin) {
      return { ok: false, message: `“${entry}” has a path; write the origin only: ${url.origin}` };
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return { ok: true, origins };
}
