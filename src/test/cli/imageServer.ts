import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { LOOPBACK_TLS } from './loopbackTls';
import { png } from './png';

const IMAGES: Record<string, Buffer> = {
  '/logo.png': png(660, 660),
  '/small-logo.png': png(200, 200),
  '/hero.png': png(1032, 336),
};

/** Writes `bytes` again and again, as fast as the reader takes them, until it goes away. */
function endless(response: ServerResponse, bytes: Buffer) {
  const more = () => {
    while (!response.destroyed && response.write(bytes));
  };
  response.on('drain', more);
  more();
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'https://images.test');
  const image = IMAGES[url.pathname];
  if (image) return void response.writeHead(200, { 'content-type': 'image/png' }).end(image);
  const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
  if (hops?.[1] === '0') return void response.writeHead(200).end(IMAGES['/logo.png']);
  if (hops) return void response.writeHead(302, { location: `/hops/${Number(hops[1]) - 1}` }).end();
  switch (url.pathname) {
    case '/to':
      return void response.writeHead(302, { location: url.searchParams.get('url') ?? '/' }).end();
    case '/silent':
      return; // never answers: a timeout or the budget must end it
    case '/endless':
      response.writeHead(200, { 'content-type': 'image/png' });
      return endless(response, Buffer.alloc(64 * 1024, 0x41));
    case '/png-then-endless':
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(png(660, 660).subarray(0, 33)); // signature and IHDR: the size
      return endless(response, Buffer.alloc(64 * 1024, 0x41));
    case '/declared-huge':
      response.writeHead(200, { 'content-length': String(2 ** 40) });
      return endless(response, Buffer.alloc(64 * 1024, 0x41));
    case '/text':
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    default:
      return void response.writeHead(404).end('not found');
  }
}

/**
 * An https server on loopback for the image-check tests, with the test certificate: images,
 * N redirects before an image (/hops/N), a redirect anywhere (/to?url=), a silent server, endless bodies.
 * `connections` counts every TCP connection made to it, to prove a refusal contacted nothing.
 */
export async function startImageServer() {
  let connections = 0;
  const server = createServer({ cert: LOOPBACK_TLS.cert, key: LOOPBACK_TLS.key }, answer);
  server.on('connection', () => void connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `https://127.0.0.1:${port}`,
    connections: () => connections,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
