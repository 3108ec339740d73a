import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { appleToGoogle } from '../io/apple/appleToGoogle';
import { hasLosses, lossReportText } from '../io/apple/lossReport';
import { readApplePackage, type NamedBytes } from '../io/apple/readApplePackage';
import { verifySignature } from './appleSignature';
import type { Output } from './output';
import { readInputs } from './readInputs';
import { UsageError } from './usage';

const FILE_NAMES = {
  transitClass: 'transit-class.json',
  transitObject: 'transit-object.json',
  offerClass: 'offer-class.json',
  offerObject: 'offer-object.json',
};

/** A loose pass.json with the translations and images of its folder. */
async function passFolder(file: string, bytes: Uint8Array): Promise<NamedBytes[] | string> {
  const folder = dirname(file);
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  const wanted = entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (path) =>
        /\.lproj[/\\]pass\.strings$/.test(path) ||
        (/\.png$/i.test(path) && dirname(path) === folder),
    );
  const read = await readInputs(wanted);
  const bad = read.find((r) => 'error' in r);
  if (bad && 'error' in bad) return `cannot read ${bad.file}: ${bad.error}`;
  return [
    { name: 'pass.json', bytes },
    ...read.flatMap((r) =>
      'bytes' in r
        ? [{ name: r.file.slice(folder.length + 1).replace(/\\/g, '/'), bytes: r.bytes }]
        : [],
    ),
  ];
}

/** `pass-studio from-apple`: the Google documents of an Apple pass, and what each side lost. */
export async function fromAppleCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'out-dir': { type: 'string' },
      'issuer-id': { type: 'string' },
      json: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1)
    throw new UsageError('from-apple needs one FILE.pkpass or pass.json');
  const [input] = await readInputs(positionals);
  if (!input || 'error' in input) {
    out.stderr(
      `pass-studio: cannot read ${positionals[0]}: ${input && 'error' in input ? input.error : ''}\n`,
    );
    return 2;
  }
  const files = /\.json$/i.test(input.file)
    ? await passFolder(input.file, input.bytes)
    : [{ name: basename(input.file), bytes: input.bytes }];
  if (typeof files === 'string') {
    out.stderr(`pass-studio: ${files}\n`);
    return 2;
  }
  const read = await readApplePackage(files);
  const converted = read.ok ? appleToGoogle(read.pack, { issuerId: values['issuer-id'] }) : read;
  if (!converted.ok) {
    out.stderr(`${input.file}: ${converted.error}\n`);
    return 2;
  }
  const signed = read.ok ? read.pack.signed : undefined;
  const signature = signed ? verifySignature(signed.manifest, signed.signature) : undefined;
  const signatureWords = !signature
    ? 'unsigned'
    : signature.verifies
      ? `signed by ${signature.signer}; the signature verifies`
      : `signed, but the signature does not verify: ${signature.problem}`;
  const written: string[] = [];
  if (values['out-dir']) {
    await mkdir(values['out-dir'], { recursive: true });
    for (const { role, document } of converted.documents) {
      const path = join(values['out-dir'], FILE_NAMES[role]);
      await writeFile(path, JSON.stringify(document, null, 2) + '\n');
      written.push(path);
    }
  }
  if (values.json) {
    out.stdout(
      JSON.stringify(
        {
          file: input.file,
          signature: signature ?? null,
          documents: converted.documents,
          written,
          report: converted.report,
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    out.stdout(`${lossReportText(converted.report)}\n\n${input.file}: ${signatureWords}.\n`);
    if (written.length > 0) out.stdout(written.map((path) => `Wrote ${path}\n`).join(''));
    else
      out.stdout(
        JSON.stringify(
          converted.documents.map((d) => d.document),
          null,
          2,
        ) + '\n',
      );
  }
  return values.strict && hasLosses(converted.report) ? 1 : 0;
}
