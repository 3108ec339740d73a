import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface HostileServer {
  origin: string;
  /** Requests received, by method and path. */
  requests: string[];
  /** What the next requests get; by default a JSON 404. */
  handle: (handler: Handler) => void;
  close: () => Promise<void>;
}

/**
 * A server on loopback that answers as the test says: dripping, silent, endless, redirecting,
 * HTML. It counts what it receives, so a test can show a request never reached it.
 */
export async function startHostileServer(): Promise<HostileServer> {
  const requests: string[] = [];
  let handler: Handler = (_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  };
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    request.resume();
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => (handler = next),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes `chunk` every `ms` until the client goes away: a drip, or with a large chunk, no end. */
export function endless(response: ServerResponse, chunk: string, ms: number): void {
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write(chunk);
  }, ms);
  response.on('close', () => clearInterval(timer));
}
