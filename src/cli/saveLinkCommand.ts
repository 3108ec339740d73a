import { parseArgs } from 'node:util';
import { saveLinkClaims, type SaveLinkDocument } from '../io/saveLink/saveLinkClaims';
import { SAFE_JWT_LENGTH } from '../io/saveLink/saveLinkLength';
import { signSaveLink } from '../io/saveLink/signSaveLink';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { readPassFile } from './saveLinkPassFile';
import { readSaveLinkKey } from './saveLinkKey';
import { UsageError } from './usage';

/** An origin as Google's `origins` claim wants it: scheme, host and port, nothing else. */
export function originOption(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--origin “${value}” is not a URL; write it as https://example.com`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    value.replace(/\/$/, '') !== url.origin
  ) {
    throw new UsageError(`--origin “${value}” is not an origin; write it as ${url.origin}`);
  }
  return url.origin;
}

/** `pass-studio save-link`: one signed "Add to Google Wallet" URL holding every FILE. */
export async function saveLinkCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      origin: { type: 'string', multiple: true },
      kind: { type: 'string' },
      short: { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  if (values.key === undefined) throw new UsageError('save-link needs --key KEY.json');
  if (positionals.length === 0) throw new UsageError('save-link needs at least one FILE');
  const kind = kindOption(values.kind);
  const origins = (values.origin ?? []).map(originOption);
  const signer = await readSaveLinkKey(values.key, out);
  if (!signer) return 2;

  const documents: SaveLinkDocument[] = [];
  let status = 0;
  for (const file of positionals) {
    const pass = await readPassFile(file, kind, out);
    if (pass.ok) documents.push({ kind: pass.kind, document: pass.document, name: file });
    else status = Math.max(status, pass.code);
  }
  if (status !== 0) {
    out.stderr('pass-studio: no save link: fix the files above first\n');
    return status;
  }
  const built = saveLinkClaims(documents, {
    issuer: signer.clientEmail,
    origins,
    form: values.short ? 'short' : 'full',
  });
  if (!built.ok) {
    out.stderr(`pass-studio: ${built.message}\n`);
    return 1;
  }
  const link = await signSaveLink(built.claims, signer);
  for (const note of built.notes) out.stderr(`note: ${note}\n`);
  if (link.length > SAFE_JWT_LENGTH) {
    out.stderr(
      `warning: the JWT has ${link.length} characters, over Google's safe length of ${SAFE_JWT_LENGTH}` +
        (values.short ? '\n' : '; --short names the class by id instead of embedding it\n'),
    );
  }
  out.stdout(values.json ? JSON.stringify(link, null, 2) + '\n' : link.url + '\n');
  return 0;
}
