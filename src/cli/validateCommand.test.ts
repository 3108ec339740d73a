import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli as run } from './testing/runCli';

const ID = '3388000000012345678';
let dir = '';
let server: Server;
let origin = '';

/** A transit class with no error and no readiness warning. */
const ready = (extra: Record<string, unknown> = {}) => ({
  id: `${ID}.day`,
  issuerName: 'Metro',
  reviewStatus: 'UNDER_REVIEW',
  transitType: 'RAIL',
  logo: { sourceUri: { uri: 'https://example.com/logo.png' } },
  ...extra,
});

const file = (name: string, content: string | Uint8Array | object) => {
  const path = join(dir, name);
  writeFileSync(
    path,
    typeof content === 'string' || content instanceof Uint8Array
      ? content
      : JSON.stringify(content, null, 2),
  );
  return path;
};

// A real PNG of the given size (one filter byte and zeroed pixels per row).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width * 3 + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-validate-'));
  const images: Record<string, Buffer> = {
    '/logo.png': png(660, 660),
    '/small-logo.png': png(200, 200),
    '/hero.png': png(1032, 336),
  };
  server = createServer((request, response) => {
    const image = images[request.url ?? ''];
    if (request.url === '/slow.png') return; // never answers: the timeout must end it
    response.writeHead(image ? 200 : 404, { 'content-type': 'image/png' });
    response.end(image ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('validate: the input is never quietly changed', () => {
  it.each([
    [
      'a repeated key at the repeat, saying which value counts',
      '{\n  "id": "3388000000012345678.o",\n  "classId": "3388000000012345678.c",\n  "state": "EXPIRED",\n  "state": "ACTIVE"\n}',
      0,
      /dup\.json:5:3 \/state warning: “state” appears twice in this object \(first at 4:3\); only this last value, “ACTIVE”, counts/,
    ],
    [
      'bytes that are not UTF-8 as an error at their position',
      Buffer.concat([
        Buffer.from(
          '{\n  "id": "3388000000012345678.o",\n  "classId": "3388000000012345678.c",\n  "state": "ACTIVE",\n  "smartTapRedemptionValue": "caf',
        ),
        Buffer.from([0xe9]),
        Buffer.from('"\n}'),
      ]),
      1,
      /dup\.json:5:34 \(root\) Byte 127 \(E9 22 0A 7D…\) is not UTF-8; save the file as UTF-8/,
    ],
    [
      'a leading byte-order mark as nothing at all',
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(
          '{"id": "3388000000012345678.o", "classId": "3388000000012345678.c", "state": "ACTIVE"}',
        ),
      ]),
      0,
      /^dup\.json: valid \(offerObject\)\n$/,
    ],
  ])('reports %s', async (_name, content, code, output) => {
    const result = await run('validate', file('dup.json', content));
    expect(result.code).toBe(code);
    expect(result.stdout.replaceAll(dir + '/', '')).toMatch(output);
  });
});

describe('validate --strict', () => {
  it('fails a file with warnings only under --strict', async () => {
    const warned = file('warned.json', ready({ issuerName: 'Metropolitan Transit Authority' }));
    const plain = await run('validate', warned);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('valid (transitClass, 1 warning)');
    expect(plain.stdout).toContain(
      '/issuerName warning: Issuer name has 30 characters; Google recommends at most 20 so that it shows in full on small screens [google.length]',
    );
    const strict = await run('validate', '--strict', '--json', warned);
    expect(strict.code).toBe(1);
    const [report] = JSON.parse(strict.stdout) as { valid: boolean; issues: object[] }[];
    expect(report!.valid).toBe(false);
    expect(report!.issues).toEqual([
      {
        path: '/issuerName',
        line: 3,
        column: 17,
        severity: 'warning',
        rule: 'google.length',
        message:
          'Issuer name has 30 characters; Google recommends at most 20 so that it shows in full on small screens',
        source: 'https://developers.google.com/wallet/reference/rest/v1/transitclass',
      },
    ]);
  });

  it('passes a ready file under --strict', async () => {
    const result = await run('validate', '--strict', file('ready.json', ready()));
    expect(result.code).toBe(0);
  });
});

describe('validate --format', () => {
  it('github: one workflow annotation per issue', async () => {
    const path = file('gh.json', ready({ issuerName: '', hexBackgroundColor: 'red', foo: 1 }));
    const result = await run('validate', '--format', 'github', path);
    expect(result.code).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      `::warning file=${path},line=3,col=17,title=google.required::/issuerName Google requires Issuer name (issuerName) on a transit class; insert is refused without it (https://developers.google.com/wallet/reference/rest/v1/transitclass)`,
      expect.stringMatching(
        /^::warning file=.*,line=11,col=25,title=google\.colour::\/hexBackgroundColor Background colour “red”/,
      ),
      expect.stringMatching(
        /^::error file=.*,line=12,col=3,title=unrecognized_keys::\/foo Unknown property “foo”/,
      ),
    ]);
  });

  it('sarif: a SARIF 2.1.0 log that matches the schema', async () => {
    const path = file('sarif.json', ready({ issuerName: 'x'.repeat(21), foo: 1 }));
    const result = await run('validate', '--format', 'sarif', path);
    expect(result.code).toBe(1);
    const log = JSON.parse(result.stdout) as SarifLog;
    expect(sarifProblems(log)).toEqual([]);
    const results = log.runs[0]!.results!;
    expect(
      results.map((r) => [r.ruleId, r.level, r.locations?.[0]?.physicalLocation?.region]),
    ).toEqual([
      ['google.length', 'warning', { startLine: 3, startColumn: 17 }],
      ['unrecognized_keys', 'error', { startLine: 11, startColumn: 3 }],
    ]);
    const rule = log.runs[0]!.tool.driver.rules![results[0]!.ruleIndex!]!;
    expect(rule.id).toBe('google.length');
    expect(rule.helpUri).toMatch(/^https:\/\/developers\.google\.com\//);
  });

  it('refuses an unknown format', async () => {
    const result = await run('validate', '--format', 'xml', file('ready.json', ready()));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown format “xml”; use one of text, json, github, sarif');
  });
});

describe('validate --check-images', () => {
  it('measures each image from its server and warns with the measured size', async () => {
    const path = file(
      'images.json',
      ready({
        logo: { sourceUri: { uri: `${origin}/small-logo.png` } },
        heroImage: { sourceUri: { uri: `${origin}/hero.png` } },
        wideLogo: { sourceUri: { uri: `${origin}/missing.png` } },
      }),
    );
    expect((await run('validate', path)).stdout).not.toMatch(/google\.image\.(size|load)/);
    const result = await run('validate', '--check-images', '--json', path);
    expect(result.code).toBe(0);
    const [report] = JSON.parse(result.stdout) as {
      issues: { rule: string; path: string; message: string }[];
    }[];
    expect(
      report!.issues
        .filter(({ rule }) => /^google\.image\.(size|load)$/.test(rule))
        .map(({ rule, path, message }) => [rule, path, message]),
    ).toEqual([
      [
        'google.image.size',
        '/logo/sourceUri/uri',
        expect.stringContaining('minimum of 660 × 660 px (it is 200 × 200 px)'),
      ],
      ['google.image.load', '/wideLogo/sourceUri/uri', expect.stringContaining('did not load')],
    ]);
  });

  it('passes a logo of the right size, and gives up on a silent server after 5 s', async () => {
    const path = file(
      'images-ok.json',
      ready({
        logo: { sourceUri: { uri: `${origin}/logo.png` } },
        heroImage: { sourceUri: { uri: `${origin}/slow.png` } },
      }),
    );
    // The silent server is given up on when the fetch's timeout fires: the command asks for 5 s,
    // and the test lets that timeout fire after 50 ms instead of waiting them out.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked: number[] = [];
    const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      asked.push(ms);
      return timeout(Math.min(ms, 50));
    });
    try {
      const result = await run('validate', '--check-images', '--json', path);
      const [report] = JSON.parse(result.stdout) as { issues: { rule: string; path: string }[] }[];
      expect(
        report!.issues
          .filter(({ rule }) => rule !== 'google.image.https')
          .map(({ rule, path }) => [rule, path]),
      ).toEqual([['google.image.load', '/heroImage/sourceUri/uri']]);
      expect(new Set(asked)).toEqual(new Set([5_000]));
    } finally {
      spy.mockRestore();
    }
  });
});

// ---- A check of the SARIF 2.1.0 schema's constraints that this output can touch. ----
// (sarif-schema-2.1.0.json: sarifLog, run, tool, toolComponent, reportingDescriptor, result,
// message, location, physicalLocation, artifactLocation, region.)

interface SarifLog {
  $schema?: string;
  version: string;
  runs: {
    tool: {
      driver: {
        name: string;
        rules?: { id: string; helpUri?: string; shortDescription?: { text: string } }[];
      };
    };
    results?: {
      ruleId?: string;
      ruleIndex?: number;
      level?: string;
      message: { text?: string };
      locations?: {
        physicalLocation?: {
          artifactLocation?: { uri?: string };
          region?: { startLine?: number; startColumn?: number };
        };
      }[];
    }[];
  }[];
}

function sarifProblems(log: SarifLog): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => void (ok || problems.push(what));
  const isUri = (s: unknown) => typeof s === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(s);
  const positive = (n: unknown) => n === undefined || (Number.isInteger(n) && (n as number) >= 1);
  check(log.version === '2.1.0', 'version must be "2.1.0"');
  check(log.$schema === undefined || isUri(log.$schema), '$schema must be a URI');
  check(Array.isArray(log.runs), 'runs must be an array');
  const allowedTop = new Set([
    '$schema',
    'version',
    'runs',
    'inlineExternalProperties',
    'properties',
  ]);
  for (const key of Object.keys(log)) check(allowedTop.has(key), `sarifLog has no property ${key}`);
  for (const run of log.runs ?? []) {
    check(typeof run.tool?.driver?.name === 'string', 'tool.driver.name is required');
    const rules = run.tool.driver.rules ?? [];
    for (const rule of rules) {
      check(typeof rule.id === 'string', 'reportingDescriptor.id is required');
      check(
        rule.helpUri === undefined || isUri(rule.helpUri),
        `helpUri of ${rule.id} must be a URI`,
      );
      check(
        rule.shortDescription === undefined || typeof rule.shortDescription.text === 'string',
        'multiformatMessageString.text is required',
      );
    }
    for (const result of run.results ?? []) {
      check(typeof result.message?.text === 'string', 'result.message.text is required');
      check(
        result.level === undefined || ['none', 'note', 'warning', 'error'].includes(result.level),
        `level ${result.level} is not allowed`,
      );
      check(
        result.ruleIndex === undefined ||
          (Number.isInteger(result.ruleIndex) && result.ruleIndex >= -1),
        'ruleIndex must be an integer ≥ -1',
      );
      if (result.ruleIndex !== undefined && result.ruleIndex >= 0) {
        check(
          rules[result.ruleIndex]?.id === result.ruleId,
          `ruleIndex of ${result.ruleId} points at another rule`,
        );
      }
      for (const location of result.locations ?? []) {
        const region = location.physicalLocation?.region;
        check(
          positive(region?.startLine) && positive(region?.startColumn),
          'region lines and columns are ≥ 1',
        );
        check(
          typeof location.physicalLocation?.artifactLocation?.uri === 'string',
          'artifactLocation.uri is a string',
        );
      }
    }
  }
  return problems;
}
