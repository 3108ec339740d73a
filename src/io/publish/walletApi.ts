import type { ResourceKind } from '../../schema/resources';
import { resourceLabels } from '../../schema/resources';
import { isRecord } from '../walkDocument';
import { createCarefulHttp, type CarefulHttp } from './carefulHttp';
import { googleApiError } from './googleApiError';
import { PublishError } from './publishError';
import type { TokenSource } from './serviceAccountToken';

/** Google's API: https://developers.google.com/wallet/reference/rest (resources under /walletobjects/v1). */
export const GOOGLE_WALLET_API = 'https://walletobjects.googleapis.com/walletobjects/v1';

export type Resource = Record<string, unknown>;

export interface WalletApi {
  /** Google's copy, or null when it has none (404). */
  get(kind: ResourceKind, id: string): Promise<Resource | null>;
  insert(kind: ResourceKind, body: Resource): Promise<Resource>;
  /** PUT: the whole resource. */
  update(kind: ResourceKind, id: string, body: Resource): Promise<Resource>;
  /** PATCH: the fields sent replace Google's; objects merge into objects. */
  patch(kind: ResourceKind, id: string, body: Resource): Promise<Resource>;
  addMessage(kind: ResourceKind, id: string, message: Resource): Promise<Resource>;
  /** Objects of a class (`classId`) or classes of an issuer (`issuerId`), every page. */
  list(kind: ResourceKind, filter: { classId: string } | { issuerId: string }): Promise<Resource[]>;
}

export interface WalletApiOptions {
  /** GOOGLE_WALLET_API, or a test endpoint's origin + '/walletobjects/v1'. */
  baseUrl: string;
  /** How requests are sent: the run's careful client, or one made around `fetch`. */
  http?: CarefulHttp;
  fetch?: typeof fetch;
  tokens: TokenSource;
}

/** A client of the Wallet API for the three kinds Pass Studio edits; errors are PublishErrors. */
export function createWalletApi(options: WalletApiOptions): WalletApi {
  const { baseUrl, tokens } = options;
  const http = options.http ?? createCarefulHttp(options.fetch ?? globalThis.fetch);
  const base = baseUrl.replace(/\/+$/, '');

  async function call(
    method: string,
    path: string,
    doing: string,
    body?: unknown,
    retried = false,
  ): Promise<unknown> {
    const token = await tokens.token();
    const response = await http.send({
      url: `${base}/${path}`,
      init: {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      },
      who: doing,
      redirects: 'same-origin',
      failure: 'network',
    });
    if (response.status === 401 && !retried) {
      tokens.forget();
      return call(method, path, doing, body, true);
    }
    if (!response.ok) throw googleApiError(response.status, response.json ?? response.text, doing);
    return response.json;
  }

  const at = (kind: ResourceKind, id: string) => `${kind}/${encodeURIComponent(id)}`;
  const name = (kind: ResourceKind, id: string) => `${resourceLabels[kind]} ${id}`;
  const resource = (value: unknown): Resource => (isRecord(value) ? value : {});

  return {
    async get(kind, id) {
      try {
        return resource(await call('GET', at(kind, id), `Reading ${name(kind, id)}`));
      } catch (error) {
        if (error instanceof PublishError && error.details.status === 404) return null;
        throw error;
      }
    },
    insert: async (kind, body) =>
      resource(await call('POST', kind, `Inserting ${name(kind, String(body.id))}`, body)),
    update: async (kind, id, body) =>
      resource(await call('PUT', at(kind, id), `Updating ${name(kind, id)}`, body)),
    patch: async (kind, id, body) =>
      resource(await call('PATCH', at(kind, id), `Patching ${name(kind, id)}`, body)),
    async addMessage(kind, id, message) {
      const answer = await call(
        'POST',
        `${at(kind, id)}/addMessage`,
        `Adding a message to ${name(kind, id)}`,
        { message },
      );
      return resource(isRecord(answer) ? answer.resource : undefined);
    },
    async list(kind, filter) {
      const out: Resource[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams(filter);
        if (token) query.set('token', token);
        const page = resource(
          await call('GET', `${kind}?${query.toString()}`, `Listing ${resourceLabels[kind]}`),
        );
        if (Array.isArray(page.resources)) out.push(...page.resources.filter(isRecord));
        const pagination = resource(page.pagination);
        token = typeof pagination.nextPageToken === 'string' ? pagination.nextPageToken : undefined;
      } while (token);
      return out;
    },
  };
}
