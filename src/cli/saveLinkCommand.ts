import { parseArgs } from 'node:util';
import { saveLinkClaims, type SaveLinkDocument } from '../io/saveLink/saveLinkClaims';
import { SAFE_JWT_LENGTH } from '../io/saveLink/saveLinkLength';
import { signSaveLink } from '../io/saveLink/signSaveLink';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { readPassFile } from './saveLinkPassFile';
import { readSaveLinkKey } from './saveLinkKey';
import { UsageError } from './usage';

/**
 * An origin as Google's `origins` claim wants it: http(s), host and port, nothing else. A
 * refusal suggests only an origin this function accepts: the same host over https when the
 * value has one, an example otherwise (javascript: or mailto: have no origin to suggest).
 */
export function originOption(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const web = url?.protocol === 'https:' || url?.protocol === 'http:';
  if (url && web && value.replace(/\/$/, '') === url.origin) return url.origin;
  const suggestion = url?.hostname
    ? `; write it as ${web ? url.origin : `https://${url.hostname}`}`
    : '; write an origin such as https://shop.example';
  const why = !url
    ? 'is not a URL'
    : !web
      ? 'is not an http or https origin'
      : 'is not an origin (scheme, host and port only)';
  throw new UsageError(`--origin “${value}” ${why}${suggestion}`);
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
