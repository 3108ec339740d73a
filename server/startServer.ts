import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDocumentStore } from './documentStore';
import { handleRequest } from './handleRequest';
import type { ServerOptions } from './parseServerArgs';
import { errorBody, sendJson } from './respond';
import { createTokenIssuer } from './tokenIssuer';
import {
  parseServiceAccountKey,
  type ServiceAccountKey,
} from '../src/io/saveLink/serviceAccountKey';
import { toSaveLinkSigner, type SaveLinkSigner } from '../src/io/saveLink/signSaveLink';

export interface RunningServer {
  port: number;
  /** 'http://127.0.0.1:8787' */
  origin: string;
  /** The origin and the base path: 'http://127.0.0.1:8787/walletobjects/v1'. */
  baseUrl: string;
  /** Stops accepting requests, lets running ones finish for `graceMs`, then cuts the rest. */
  close(graceMs?: number): Promise<void>;
  /** Temporary files of interrupted writes removed at start, relative to the folder. */
  removedAtStart: string[];
  /** The service account that signs save links (`--key`), or null. */
  signsAs: string | null;
  /** With --google: the token endpoint, 'http://127.0.0.1:8787/token'. */
  tokenUrl: string | null;
}

/** The account and signer of `--key`; a message that names the file and the problem, never the key. */
async function readKey(file: string): Promise<{ key: ServiceAccountKey; signer: SaveLinkSigner }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      `Cannot start the server: cannot read --key ${file}: ${code === 'ENOENT' ? 'no such file' : String(code)}`,
      { cause: error },
    );
  }
  const parsed = parseServiceAccountKey(text);
  if (!parsed.ok) throw new Error(`Cannot start the server: --key ${file}: ${parsed.message}`);
  try {
    return { key: parsed.key, signer: await toSaveLinkSigner(parsed.key) };
  } catch (error) {
    throw new Error(`Cannot start the server: --key ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Starts the reference server on 127.0.0.1, after removing what interrupted writes left behind;
 * resolves once it listens.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const account = options.keyFile === null ? null : await readKey(options.keyFile);
  const signer = account?.signer ?? null;
  const issuer =
    options.google && account
      ? createTokenIssuer(account.key, { tokenSeconds: options.tokenSeconds })
      : null;
  const store = createDocumentStore(options.dir);
  const removedAtStart = await store.removeInterruptedWrites();
  const server = createServer((request, response) => {
    handleRequest(request, response, options, store, signer, issuer).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      if (response.headersSent) response.destroy();
      else sendJson(response, 500, errorBody(500, `The server failed: ${reason}`), {});
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? `port ${options.port} is in use; pick another with --port`
          : error.message;
      reject(new Error(`Cannot start the server: ${reason}`));
    });
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        port,
        origin,
        baseUrl: origin + options.basePath,
        removedAtStart,
        signsAs: signer?.clientEmail ?? null,
        tokenUrl: issuer ? `${origin}/token` : null,
        close: (graceMs = 2000) =>
          new Promise((closed) => {
            const timer = setTimeout(() => server.closeAllConnections(), graceMs);
            server.close(() => {
              clearTimeout(timer);
              closed();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
