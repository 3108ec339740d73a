import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedAddress } from './checkedAddresses';
import { measureImages, type MeasureOptions } from './measureImages';
import { startImageServer } from '../test/cli/imageServer';
import { LOOPBACK_TLS } from '../test/cli/loopbackTls';

let server: Awaited<ReturnType<typeof startImageServer>>;
beforeAll(async () => void (server = await startImageServer()));
afterAll(() => server.close());

/** What the tests of successful fetches use: loopback allowed, the test certificate trusted. */
const local: MeasureOptions = { allowLoopback: true, ca: LOOPBACK_TLS.cert };

async function one(uri: string, options: MeasureOptions = local) {
  return (await measureImages([uri], options)).get(uri);
}

/** A resolver for made-up names, counting its calls. */
function resolver(answers: Record<string, string[][]>) {
  const calls: string[] = [];
  const resolve = (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const list = answers[hostname] ?? [];
    const addresses = list[Math.min(calls.length, list.length) - 1] ?? [];
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return { resolve, calls };
}

describe('measureImages: what it reads from a server it may contact', () => {
  it.each([
    ['/logo.png', { width: 660, height: 660 }],
    ['/hops/3', { width: 660, height: 660 }],
    ['/hops/4', { failed: 'it redirects more than 3 times' }],
    ['/missing.png', { failed: 'the server answered 404' }],
    ['/text', { failed: 'what the server sent is not an image' }],
    ['/png-then-endless', { width: 660, height: 660 }],
    ['/declared-huge', { failed: 'it is larger than 20 MB, which is not read' }],
  ])('%s → %j', async (path, expected) => {
    expect(await one(`${server.origin}${path}`)).toEqual(expected);
  });

  it('cuts an endless body as it crosses the size cap, never reading it whole', async () => {
    expect(await one(`${server.origin}/endless`, { ...local, maxBytes: 1024 * 1024 })).toEqual({
      failed: 'it is larger than 1 MB, which is not read',
    });
  });

  it('connects to the address it checked: one lookup per host, none a rebinding could change', async () => {
    const { resolve, calls } = resolver({ 'images.test': [['127.0.0.1'], ['10.0.0.1']] });
    const uri = `https://images.test:${server.port}/logo.png`;
    expect(await one(uri, { ...local, resolve })).toEqual({ width: 660, height: 660 });
    expect(calls).toEqual(['images.test']);
  });

  it('gives up on a server that never answers after the image’s timeout', async () => {
    expect(await one(`${server.origin}/silent`, { ...local, timeoutMs: 100 })).toEqual({
      failed: 'no answer within 0.1 s',
    });
  });

  it('names every image the run’s budget left unchecked', async () => {
    const uris = Array.from({ length: 20 }, (_, i) => `${server.origin}/silent?${i}`);
    const measured = await measureImages(uris, { ...local, budgetMs: 300, timeoutMs: 60_000 });
    const reasons = uris.map((uri) => measured.get(uri));
    expect(reasons.slice(0, 8)).toEqual(
      Array(8).fill({ notChecked: 'the 0.3 s for image checks ran out while it was loading' }),
    );
    expect(reasons.slice(8)).toEqual(
      Array(12).fill({ notChecked: 'the 0.3 s for image checks ran out before its turn' }),
    );
  });
});

describe('measureImages: what it never contacts', () => {
  const refusals = (port: number): [string, RegExp][] => [
    [`https://127.0.0.1:${port}/logo.png`, /host 127\.0\.0\.1 is a loopback address/],
    [
      `https://localhost:${port}/logo.png`,
      /host localhost resolves to (127\.0\.0\.1|::1), a loopback address/,
    ],
    [`https://2130706433:${port}/logo.png`, /host 127\.0\.0\.1 is a loopback address/],
    [`https://0x7f.1:${port}/logo.png`, /host 127\.0\.0\.1 is a loopback address/],
    [`https://0177.0.0.1:${port}/logo.png`, /host 127\.0\.0\.1 is a loopback address/],
    [`https://[::ffff:127.0.0.1]:${port}/logo.png`, /host ::ffff:7f00:1 is a loopback address/],
    [`https://[::1]:${port}/logo.png`, /host ::1 is a loopback address/],
    [`https://0.0.0.0:${port}/logo.png`, /host 0\.0\.0\.0 is an unspecified address/],
    [`https://[::]:${port}/logo.png`, /host :: is an unspecified address/],
    ['https://10.1.2.3/logo.png', /host 10\.1\.2\.3 is a private address/],
    ['https://192.168.0.1/logo.png', /private address/],
    ['https://169.254.169.254/latest/meta-data/', /link-local address/],
    ['https://[fe80::1]/logo.png', /link-local address/],
    ['https://[fd12::1]/logo.png', /unique-local address/],
    ['https://224.0.0.1/logo.png', /multicast address/],
    ['https://[ff02::1]/logo.png', /multicast address/],
    ['https://[::ffff:10.0.0.1]/logo.png', /private address/],
  ];

  it('refuses each internal address, however it is spelled, without a connection', async () => {
    const before = server.connections();
    const cases = refusals(server.port);
    const measured = await measureImages(cases.map(([uri]) => uri));
    for (const [uri, reason] of cases) {
      const failed = (measured.get(uri) as { failed?: string } | undefined)?.failed;
      expect(failed, uri).toMatch(reason);
      expect(failed, uri).toMatch(/which image checks never contact$/);
    }
    expect(server.connections()).toBe(before);
  });

  it('refuses a host when any one of its addresses is internal', async () => {
    const { resolve } = resolver({ 'mixed.test': [['93.184.216.34', '127.0.0.1']] });
    expect(await one(`https://mixed.test:${server.port}/logo.png`, { resolve })).toEqual({
      failed:
        'its host mixed.test resolves to 127.0.0.1, a loopback address, which image checks never contact',
    });
  });

  it.each([
    ['https://10.0.0.1/logo.png', /host 10\.0\.0\.1 is a private address/],
    ['https://[::ffff:169.254.169.254]/', /link-local address/],
    [
      'https://inside.test/logo.png',
      /host inside\.test resolves to 192\.168\.1\.9, a private address/,
    ],
    [
      'http://127.0.0.1/logo.png',
      /^it redirects to http:\/\/127\.0\.0\.1\/logo\.png, which is not https:$/,
    ],
    ['ftp://images.example/logo.png', /which is not https:$/],
  ])('checks every redirect hop again: %s', async (target, reason) => {
    const { resolve } = resolver({ 'inside.test': [['192.168.1.9']] });
    const uri = `${server.origin}/to?url=${encodeURIComponent(target)}`;
    expect((await one(uri, { ...local, resolve })) as { failed?: string }).toHaveProperty(
      'failed',
      expect.stringMatching(reason) as unknown,
    );
  });

  it('fetches https only: other schemes get no request and no measurement', async () => {
    const before = server.connections();
    const uris = [
      `http://127.0.0.1:${server.port}/logo.png`,
      'data:image/png;base64,iVBORw0KGgo=',
      'file:///etc/passwd',
      'not a uri',
    ];
    expect((await measureImages(uris, local)).size).toBe(0);
    expect(server.connections()).toBe(before);
  });
});
