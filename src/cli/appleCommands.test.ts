import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha1Hex } from '../io/apple/sha1Hex';
import { verifySignature } from './appleSignature';
import { main } from './main';

const SAMPLES = join(import.meta.dirname, '../../public/samples');

function keyPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  return { key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

/** A test chain: a root standing in for Apple's WWDR, and a pass certificate it issued. */
function testChain() {
  const ca = keyPair();
  const root = forge.pki.createCertificate();
  root.publicKey = ca.publicKey;
  root.serialNumber = '01';
  root.validity.notBefore = new Date(Date.UTC(2020, 0, 1));
  root.validity.notAfter = new Date(Date.UTC(2040, 0, 1));
  const rootName = [{ name: 'commonName', value: 'Test WWDR' }];
  root.setSubject(rootName);
  root.setIssuer(rootName);
  root.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, digitalSignature: true },
  ]);
  root.sign(ca.key, forge.md.sha256.create());
  const pass = keyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = pass.publicKey;
  cert.serialNumber = '02';
  cert.validity.notBefore = root.validity.notBefore;
  cert.validity.notAfter = root.validity.notAfter;
  cert.setSubject([{ name: 'commonName', value: 'Pass Type ID: pass.studio.test' }]);
  cert.setIssuer(rootName);
  cert.setExtensions([{ name: 'keyUsage', digitalSignature: true }]);
  cert.sign(ca.key, forge.md.sha256.create());
  return { root, cert, key: pass.key };
}

const buffers = () => {
  let stdout = '';
  let stderr = '';
  return {
    out: { stdout: (t: string) => void (stdout += t), stderr: (t: string) => void (stderr += t) },
    text: () => ({ stdout, stderr }),
  };
};

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pass-studio-apple-'));
});

describe('to-apple and from-apple', () => {
  it('signs the package: the signature verifies and the manifest matches every file', async () => {
    const { root, cert, key } = testChain();
    await writeFile(join(dir, 'cert.pem'), forge.pki.certificateToPem(cert));
    await writeFile(join(dir, 'key.pem'), forge.pki.encryptRsaPrivateKey(key, 'secret'));
    await writeFile(join(dir, 'wwdr.pem'), forge.pki.certificateToPem(root));
    await writeFile(join(dir, 'pass.txt'), 'secret\n');
    const out = join(dir, 'offer.pkpass');
    const run = buffers();
    const code = await main(
      [
        'to-apple',
        join(SAMPLES, 'offer-object.json'),
        '--offline',
        '--out',
        out,
        '--cert',
        join(dir, 'cert.pem'),
        '--key',
        join(dir, 'key.pem'),
        '--wwdr',
        join(dir, 'wwdr.pem'),
        '--passphrase-file',
        join(dir, 'pass.txt'),
        '--pass-type-id',
        'pass.studio.test',
        '--team-id',
        'ABCDE12345',
        '--serial',
        'S-1',
      ],
      run.out,
    );
    expect(run.text().stderr).toBe('');
    expect(code).toBe(0);
    expect(run.text().stdout).toMatch(/Wrote .*offer\.pkpass, signed\./);
    const files = unzipSync(await readFile(out));
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Record<
      string,
      string
    >;
    for (const [name, bytes] of Object.entries(files)) {
      if (name !== 'manifest.json' && name !== 'signature')
        expect(manifest[name], name).toBe(await sha1Hex(bytes));
    }
    expect(verifySignature(files['manifest.json']!, files.signature!)).toEqual({
      verifies: true,
      signer: 'Pass Type ID: pass.studio.test',
    });
    const changed = new Uint8Array([...files['manifest.json']!, 0x20]);
    const tampered = verifySignature(changed, files.signature!);
    expect(tampered.verifies).toBe(false);
    expect(tampered.problem).toMatch(/changed after it was signed/);
    if (existsSync('/usr/bin/openssl')) {
      await writeFile(join(dir, 'manifest.json'), files['manifest.json']!);
      await writeFile(join(dir, 'signature'), files.signature!);
      const verified = execFileSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          join(dir, 'signature'),
          '-content',
          join(dir, 'manifest.json'),
          '-CAfile',
          join(dir, 'wwdr.pem'),
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(verified).toBeDefined();
    }
    const back = buffers();
    expect(await main(['from-apple', out, '--json'], back.out)).toBe(0);
    expect(JSON.parse(back.text().stdout) as unknown).toMatchObject({
      signature: { verifies: true },
      documents: [{ role: 'offerClass' }, { role: 'offerObject' }],
    });
  }, 60_000);

  it('writes an unsigned package and says Wallet will not open it', async () => {
    const run = buffers();
    const out = join(dir, 'transit.pkpass');
    expect(
      await main(
        ['to-apple', join(SAMPLES, 'transit-class.json'), '--offline', '--out', out],
        run.out,
      ),
    ).toBe(0);
    expect(run.text().stdout).toMatch(/unsigned: Apple Wallet will not open it until it is signed/);
    expect(run.text().stdout).toMatch(/Transit object .*none was given/);
    const strict = buffers();
    expect(
      await main(['from-apple', out, '--strict', '--out-dir', join(dir, 'back')], strict.out),
    ).toBe(1);
    expect(strict.text().stdout).toMatch(
      /unsigned\.\nWrote .*transit-class\.json\nWrote .*transit-object\.json/,
    );
  });

  it.each([
    ['a broken package', true, 'not a readable zip'],
    ['a missing file', undefined, 'no such file'],
  ])('refuses %s with exit 2', async (_, bytes, error) => {
    const file = join(dir, `bad-${String(error).length}.pkpass`);
    if (bytes) await writeFile(file, new Uint8Array([0x50, 0x4b, 3, 4]));
    const run = buffers();
    expect(await main(['from-apple', file], run.out)).toBe(2);
    expect(run.text().stderr).toMatch(error);
  });
});
