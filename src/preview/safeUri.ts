// Document text never becomes an active URL unless its scheme is on these lists.

function schemeOf(value: string): string | undefined {
  try {
    return new URL(value.trim()).protocol;
  } catch {
    return undefined;
  }
}

/** The URI when it may be an image source (http: or https:), else undefined. */
export function safeImageSrc(value: string): string | undefined {
  const scheme = schemeOf(value);
  return scheme === 'http:' || scheme === 'https:' ? value.trim() : undefined;
}

const linkSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The URI when it may be a link target (web, mail, phone), else undefined: never javascript: or data:. */
export function safeHref(value: string): string | undefined {
  const scheme = schemeOf(value);
  return scheme && linkSchemes.has(scheme) ? value.trim() : undefined;
}
