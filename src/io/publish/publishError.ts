import type { GoogleErrorRow } from '../googleErrorRows';

/**
 * Why publishing stopped. `token`: the token endpoint refused the key (or could not be reached);
 * `api`: Google's API answered with an error; `network`: no answer. Messages never hold the key,
 * the assertion or a token.
 */
export class PublishError extends Error {
  override name = 'PublishError';
  constructor(
    readonly kind: 'token' | 'api' | 'network',
    message: string,
    readonly details: {
      status?: number;
      /** Google's reason ('invalidResource', 'invalid_grant'). */
      reason?: string;
      /** The field Google names, as it names it ('offerObject.barcode.type'). */
      field?: string;
      explained?: GoogleErrorRow;
    } = {},
  ) {
    super(message);
  }
}
