import { isRecord } from '../walkDocument';
import { findJwt } from './findJwt';

/**
 * Whether imported text is a save link to check rather than a pass to open: a save link, a bare
 * JWT, text around one (an e-mail, HTML), or the JSON of `save-link --json`. A JSON object
 * with an `id` is a pass, even when a barcode value in it is a JWT.
 */
export function holdsSaveLink(text: string): boolean {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    // No JWT anywhere in the text, none in its url or jwt: a 5 MB pass is searched in about 4 ms
    // where parsing it took 15.
    if (findJwt(trimmed) === null) return false;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return false;
    }
    if (!isRecord(value) || 'id' in value) return false;
    return [value.url, value.jwt].some((entry) => typeof entry === 'string' && findJwt(entry));
  }
  return findJwt(text) !== null;
}
