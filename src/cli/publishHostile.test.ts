import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samples } from '../io/samples';
import { generateTestKeyFile } from '../test/testKey';
import {
  endless,
  startHostileServer,
  type Handler,
  type HostileServer,
} from '../test/cli/hostileServer';
import { runCli } from '../test/cli/runCli';
import { publishCommand } from './publishCommand';
import { safeOutput } from './safeOutput';

let dir = '';
let google: HostileServer;
let elsewhere: HostileServer;
const path = (name: string) => join(dir, name);
const LIMITS = { requestMs: 1_000, runMs: 10_000, maxBodyBytes: 64 * 1024 };

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_request, response) =>
    response
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));

const token = json(200, { access_token: 'pst.test', expires_in: 3600 });

/** Token requests to `tokens`, API requests to `api`. */
const route =
  (tokens: Handler, api: Handler): Handler =>
  (request, response) =>
    (request.url === '/token' ? tokens : api)(request, response);

/** publish --yes of one class against the hostile server, through the CLI's own output. */
async function publish() {
  let stdout = '';
  let stderr = '';
  const code = await publishCommand(
    ['--yes', '--endpoint', google.origin, '--key', path('key.json'), path('class.json')],
    safeOutput({ stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) }),
    { isTerminal: false, ask: () => Promise.resolve(''), fetch, limits: LIMITS },
  );
  return { code, stdout, stderr };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-hostile-'));
  writeFileSync(path('key.json'), (await generateTestKeyFile()).file);
  writeFileSync(path('class.json'), JSON.stringify(samples.offerClass));
  google = await startHostileServer();
  elsewhere = await startHostileServer();
  elsewhere.handle(token);
}, 60_000);

afterAll(async () => {
  await google.close();
  await elsewhere.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  google.requests.length = 0;
  elsewhere.requests.length = 0;
});

describe('publish against a hostile server', { timeout: 30_000 }, () => {
  it.each<[string, () => Handler, RegExp]>([
    [
      'a token endpoint that drips',
      () => (_q, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        endless(response, ' ', 20);
      },
      /The token endpoint: http:\/\/127\.0\.0\.1:\d+ did not answer within 1 s/,
    ],
    [
      'a silent token endpoint',
      () => () => undefined,
      /The token endpoint: http:\/\/127\.0\.0\.1:\d+ did not answer within 1 s/,
    ],
    [
      'a token endpoint that sends without end',
      () => (_q, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        endless(response, 'x'.repeat(256 * 1024), 5);
      },
      /The token endpoint: the answer is larger than 64 KB and was not read/,
    ],
    [
      'a token endpoint that redirects (307) to another origin',
      () => (_q, response) =>
        response.writeHead(307, { location: `${elsewhere.origin}/steal?token=1` }).end(),
      /answered 307, a redirect to http:\/\/127\.0\.0\.1:\d+; not followed: the request goes to one address only/,
    ],
    [
      'a token endpoint that redirects (302) to its own origin',
      () => (_q, response) => response.writeHead(302, { location: '/token2' }).end(),
      /answered 302, a redirect to http:\/\/127\.0\.0\.1:\d+; not followed/,
    ],
    [
      'a token endpoint that answers an HTML page',
      () => (_q, response) =>
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><title>Sign in</title>' + 'x'.repeat(500)),
      /answered 200 with text\/html, not JSON: “<!doctype html><title>Sign in<\/title>x+… \(537 characters in all\)”/,
    ],
  ])('%s: ends with a clear error, the key refused (2)', async (_, handler, message) => {
    google.handle(route(handler(), token));
    const result = await publish();
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(elsewhere.requests).toEqual([]);
  });

  it.each<[string, () => Handler, RegExp]>([
    [
      'an API that redirects to another origin',
      () => (_q, response) =>
        response
          .writeHead(302, { location: `${elsewhere.origin}/walletobjects/v1/offerClass/x` })
          .end(),
      /Reading offer class .*: http:\/\/127\.0\.0\.1:\d+ answered 302, a redirect to http:\/\/127\.0\.0\.1:\d+; not followed to another origin/i,
    ],
    [
      'an API that answers an HTML page with 200',
      () => (_q, response) =>
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Welcome</html>'),
      /answered 200 with text\/html, not JSON: “<html>Welcome<\/html>”/,
    ],
    [
      'a silent API',
      () => () => undefined,
      /Reading offer class .*: http:\/\/127\.0\.0\.1:\d+ did not answer within 1 s/i,
    ],
    [
      'an API with a huge error text',
      () => json(400, { error: { code: 400, message: 'E'.repeat(50_000) } }),
      /Google answered 400: E{300}… \(50,000 characters in all\)/,
    ],
  ])('%s: ends with a clear error (1), nothing sent on', async (_, handler, message) => {
    google.handle(route(token, handler()));
    const result = await publish();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).not.toMatch(/inserted|updated/);
    expect(google.requests.filter((r) => !r.startsWith('GET ') && r !== 'POST /token')).toEqual([]);
    expect(elsewhere.requests).toEqual([]);
  });

  it('escapes the control characters of a server’s error, through the command line', async () => {
    google.handle(
      route(
        json(400, { error: 'invalid_grant', error_description: '\x1b]0;pwned\x07\x1b[2J' }),
        token,
      ),
    );
    const result = await runCli(
      'publish',
      '--yes',
      '--endpoint',
      google.origin,
      '--key',
      path('key.json'),
      path('class.json'),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'refused the key (invalid_grant): \\u001b]0;pwned\\u0007\\u001b[2J',
    );
    expect(result.stderr).not.toContain('\x1b');
    expect(result.stderr).not.toContain('\x07');
  });

  it('stops asking once the run’s time is used', async () => {
    google.handle(route(token, () => undefined));
    writeFileSync(
      path('class2.json'),
      JSON.stringify({ ...(samples.offerClass as object), id: '3388000000022.second' }),
    );
    let stderr = '';
    const code = await publishCommand(
      [
        '--yes',
        '--endpoint',
        google.origin,
        '--key',
        path('key.json'),
        path('class.json'),
        path('class2.json'),
      ],
      { stdout: () => undefined, stderr: (t) => void (stderr += t) },
      {
        isTerminal: false,
        ask: () => Promise.resolve(''),
        fetch,
        limits: { ...LIMITS, runMs: 900 },
      },
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /class\.json: Reading offer class .*: the 1 s for this run ran out\n.*class2\.json: Reading offer class .*: not asked, the 1 s for this run ran out/i,
    );
  });
});
