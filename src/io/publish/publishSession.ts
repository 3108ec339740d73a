import type { ServiceAccountKey } from '../saveLink/serviceAccountKey';
import { createCarefulHttp, HTTP_LIMITS, type HttpLimits } from './carefulHttp';
import { createTokenSource } from './serviceAccountToken';
import { createWalletApi, type WalletApi } from './walletApi';

export interface PublishSessionOptions {
  key: ServiceAccountKey;
  baseUrl: string;
  tokenUri?: string;
  fetch: typeof globalThis.fetch;
  limits?: HttpLimits;
  /** The clock of the run's time, in milliseconds. */
  now?: () => number;
}

/** Publishing with one key at one endpoint, run after run: each run its whole time. */
export interface PublishSession {
  /** The API for one run (a read of every copy, one send): the run's time starts now. */
  run(): WalletApi;
}

/**
 * One careful client for the token request and the API (issue 36), kept for a session such as
 * the publish dialog's so the access token is asked for once; its time limit counts per run, not
 * over the whole session.
 */
export function createPublishSession(options: PublishSessionOptions): PublishSession {
  const http = createCarefulHttp(options.fetch, options.limits ?? HTTP_LIMITS, options.now);
  const tokens = createTokenSource({
    key: options.key,
    http,
    ...(options.tokenUri && { tokenUri: options.tokenUri }),
  });
  const api = createWalletApi({ baseUrl: options.baseUrl, http, tokens });
  return {
    run() {
      http.startRun();
      return api;
    },
  };
}
