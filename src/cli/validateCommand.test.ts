import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer } from '../test/cli/imageServer';
import { LOOPBACK_TLS } from '../test/cli/loopbackTls';
import { runCli as run, runCliOnTerminal } from '../test/cli/runCli';

const ID = '3388000000012345678';
const BIN = fileURLToPath(new URL('../../bin/pass-studio.mjs', import.meta.url));
let dir = '';
let server: Awaited<ReturnType<typeof startImageServer>>;

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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-validate-'));
  server = await startImageServer();
});

afterAll(async () => {
  await server.close();
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
      `::warning file=${path},line=3,col=17,title=google.required::/issuerName Google requires Issuer name on a transit class; insert is refused without it (https://developers.google.com/wallet/reference/rest/v1/transitclass)`,
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

  it('reports both paths of a twin pair, each marked with the other', async () => {
    const long = 'x'.repeat(21);
    const path = file(
      'twins.json',
      ready({
        issuerName: long,
        localizedIssuerName: { defaultValue: { language: 'en', value: long } },
      }),
    );
    const json = JSON.parse((await run('validate', '--json', path)).stdout) as {
      issues: { path: string; rule: string; twin?: string }[];
    }[];
    expect(json[0]!.issues.map(({ path, rule, twin }) => [path, rule, twin])).toEqual([
      ['/issuerName', 'google.length', '/localizedIssuerName/defaultValue/value'],
      ['/localizedIssuerName/defaultValue/value', 'google.length', '/issuerName'],
    ]);
    const github = (await run('validate', '--format', 'github', path)).stdout.trimEnd().split('\n');
    expect(github).toEqual([
      expect.stringMatching(
        /line=3,.*::\/issuerName .*\[twin: \/localizedIssuerName\/defaultValue\/value\]$/,
      ),
      expect.stringMatching(
        /line=14,.*::\/localizedIssuerName\/defaultValue\/value .*\[twin: \/issuerName\]$/,
      ),
    ]);
    const log = JSON.parse((await run('validate', '--format', 'sarif', path)).stdout) as SarifLog;
    expect(sarifProblems(log)).toEqual([]);
    expect(log.runs[0]!.results!.map((r) => r.properties?.twin)).toEqual([
      '/localizedIssuerName/defaultValue/value',
      '/issuerName',
    ]);
  });

  it('refuses an unknown format', async () => {
    const result = await run('validate', '--format', 'xml', file('ready.json', ready()));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown format “xml”; use one of text, json, github, sarif');
  });
});

describe('validate --check-images', () => {
  const imageIssues = (stdout: string) => {
    const [report] = JSON.parse(stdout) as {
      issues: { rule: string; path: string; message: string }[];
    }[];
    return report!.issues
      .filter(({ rule }) => rule.startsWith('google.image.'))
      .map(({ rule, path, message }) => [rule, path, message]);
  };
  const modules = (uris: string[]) =>
    uris.map((uri, i) => ({ id: `m${i}`, mainImage: { sourceUri: { uri } } }));

  it('never contacts an internal host, however it is spelled, nor anything but https:', async () => {
    const port = server.port;
    const refused: [string, string][] = [
      [`https://127.0.0.1:${port}/logo.png`, 'its host 127.0.0.1 is a loopback address'],
      [`https://localhost:${port}/logo.png`, 'its host localhost resolves to'],
      [`https://2130706433:${port}/logo.png`, 'its host 127.0.0.1 is a loopback address'],
      [`https://0x7f.1:${port}/logo.png`, 'its host 127.0.0.1 is a loopback address'],
      [`https://[::ffff:127.0.0.1]:${port}/logo.png`, 'its host ::ffff:7f00:1 is a loopback'],
      ['https://169.254.169.254/latest/meta-data/', 'its host 169.254.169.254 is a link-local'],
      ['https://10.0.0.1/logo.png', 'its host 10.0.0.1 is a private address'],
    ];
    const path = file(
      'internal.json',
      ready({
        logo: { sourceUri: { uri: `http://127.0.0.1:${port}/logo.png` } },
        imageModulesData: modules(refused.map(([uri]) => uri)),
      }),
    );
    const before = server.connections();
    const result = await run('validate', '--check-images', '--json', path);
    expect(server.connections()).toBe(before);
    const issues = imageIssues(result.stdout);
    expect(issues).toContainEqual([
      'google.image.https',
      '/logo/sourceUri/uri',
      expect.any(String),
    ]);
    expect(issues.filter(([, where]) => where === '/logo/sourceUri/uri')).toHaveLength(1);
    refused.forEach(([uri, reason], i) => {
      expect(issues, uri).toContainEqual([
        'google.image.load',
        `/imageModulesData/${i}/mainImage/sourceUri/uri`,
        expect.stringContaining(`did not load (${reason}`),
      ]);
    });
  });

  it('with the test-only switch, measures each image from a loopback server', async () => {
    const path = file(
      'images.json',
      ready({
        logo: { sourceUri: { uri: `${server.origin}/small-logo.png` } },
        heroImage: { sourceUri: { uri: `${server.origin}/hero.png` } },
        wideLogo: { sourceUri: { uri: `${server.origin}/missing.png` } },
      }),
    );
    expect((await run('validate', path)).stdout).not.toMatch(/google\.image\.(size|load)/);
    // The bin in a process of its own: Node trusts the test certificate only from the start.
    const ca = file('test-ca.pem', LOOPBACK_TLS.cert);
    const result = await promisify(execFile)(
      process.execPath,
      [BIN, 'validate', '--check-images', '--test-only-allow-loopback', '--json', path],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: ca }, timeout: 120_000 },
    );
    expect(imageIssues(result.stdout)).toEqual([
      [
        'google.image.size',
        '/logo/sourceUri/uri',
        expect.stringContaining('minimum of 660 × 660 px (it is 200 × 200 px)'),
      ],
      [
        'google.image.load',
        '/wideLogo/sourceUri/uri',
        expect.stringContaining('did not load (the server answered 404)'),
      ],
    ]);
  }, 120_000);

  it('says in --help that the loopback switch is for tests only', async () => {
    expect((await run('--help')).stdout).toMatch(/--test-only-allow-loopback\s+TEST ONLY:/);
  });

  it('refuses the loopback switch without --check-images', async () => {
    const result = await run('validate', '--test-only-allow-loopback', file('r.json', ready()));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--test-only-allow-loopback goes only with --check-images');
  });
});

describe('validate over many files: progress', () => {
  it.each([
    ['a terminal', runCliOnTerminal, true],
    ['a pipe or a file', run, false],
  ])('on %s', async (_, runner, drawn) => {
    const paths = ['p1.json', 'p2.json', 'p3.json'].map((name) => file(name, ready()));
    const result = await runner('validate', ...paths);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').filter(Boolean)).toHaveLength(3);
    if (drawn) {
      expect(result.stderr.startsWith('\rvalidate: 1 of 3 files\x1b[K')).toBe(true);
      expect(result.stderr.endsWith('\r\x1b[K')).toBe(true);
    } else expect(result.stderr).toBe('');
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
      properties?: { twin?: string };
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
