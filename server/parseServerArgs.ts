import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Absolute path of the folder holding one JSON file per document. */
  dir: string;
  /** Path prefix of every resource, without a trailing slash: '/walletobjects/v1'. */
  basePath: string;
  /** Serialized origins ('http://127.0.0.1:5173') browsers may call from. */
  allowOrigins: string[];
  /** When set, every request but a CORS preflight needs `Authorization: Bearer <token>`. */
  token: string | null;
  /** Answer 428 to a PUT without `If-Match` instead of letting the last write win. */
  requireIfMatch: boolean;
  /** Absolute path of a service-account key file: the server then signs save links. */
  keyFile: string | null;
  /**
   * Plays Google (`--google`, with `--key`): `/token` issues access tokens for a JWT bearer
   * assertion signed by that account, and every other request needs one.
   */
  google?: boolean;
  /** How long an access token of `/token` lasts; 3600 s, as Google's. */
  tokenSeconds?: number;
}

export const defaultAllowOrigins = ['http://127.0.0.1:5173', 'http://127.0.0.1:4173'];

export const serverUsage = `Usage: npm run server -- [options]

Pass Studio's reference server: Google Wallet-shaped REST paths over JSON files, on 127.0.0.1 only.

  --port <n>             port to listen on (default 8787; 0 picks a free one)
  --dir <path>           folder of the documents (default .passes under the current folder)
  --base <path>          base path of the resources (default /walletobjects/v1)
  --allow-origin <url>   origin browsers may call from; repeatable
                         (default http://127.0.0.1:5173 and http://127.0.0.1:4173)
  --token <secret>       require "Authorization: Bearer <secret>"
  --require-if-match     refuse a PUT or PATCH without If-Match (428)
  --key <file>           a service-account key file (JSON): POST {base}/saveLink signs
                         save links with it; the key never leaves the server
  --google               play Google's Wallet API (needs --key): POST /token gives an
                         access token for a JWT bearer assertion signed by that service
                         account (an hour long), and every other request needs one
  --help                 print this help
`;

/** A command line that cannot be run; the message says which option and why. */
export class UsageError extends Error {
  override name = 'UsageError';
}

function toPort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

function toBasePath(value: string): string {
  const trimmed = value.replace(/\/+$/, '');
  if (!trimmed.startsWith('/') || /[?#\s]/.test(trimmed)) {
    throw new UsageError(
      `--base must be a path starting with "/", like /walletobjects/v1, not "${value}"`,
    );
  }
  return trimmed;
}

function toOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(
      `--allow-origin must be an origin like http://127.0.0.1:5173, not "${value}"`,
    );
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new UsageError(
      `--allow-origin must be an http(s) origin without a path, like http://127.0.0.1:5173, not "${value}"`,
    );
  }
  return url.origin;
}

/**
 * The server's options from its command line, or `'help'` when help was asked for.
 * Throws a UsageError naming the faulty option.
 */
export function parseServerArgs(args: readonly string[], cwd: string): ServerOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        dir: { type: 'string' },
        base: { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        token: { type: 'string' },
        'require-if-match': { type: 'boolean' },
        key: { type: 'string' },
        google: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (values.token === '') throw new UsageError('--token must not be empty');
  if (values.dir === '') throw new UsageError('--dir must not be empty');
  if (values.key === '') throw new UsageError('--key must not be empty');
  if (values.google && values.key === undefined) {
    throw new UsageError(
      '--google needs --key KEY.json: the service account whose tokens it accepts',
    );
  }
  if (values.google && values.token !== undefined) {
    throw new UsageError('--google issues its own tokens at /token: leave out --token');
  }
  return {
    port: values.port === undefined ? 8787 : toPort(values.port),
    dir: resolve(cwd, values.dir ?? '.passes'),
    basePath: toBasePath(values.base ?? '/walletobjects/v1'),
    allowOrigins: (values['allow-origin'] ?? defaultAllowOrigins).map(toOrigin),
    token: values.token ?? null,
    requireIfMatch: values['require-if-match'] ?? false,
    keyFile: values.key === undefined ? null : resolve(cwd, values.key),
    ...(values.google && { google: true }),
  };
}
