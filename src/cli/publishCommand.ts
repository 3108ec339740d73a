import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { publishDocument } from '../io/publish/publishDocument';
import { createCarefulHttp, HTTP_LIMITS, type HttpLimits } from '../io/publish/carefulHttp';
import { PublishError } from '../io/publish/publishError';
import { createTokenSource } from '../io/publish/serviceAccountToken';
import { createWalletApi } from '../io/publish/walletApi';
import { publishEndpoint } from '../io/publish/publishEndpoint';
import { printable } from '../io/printable';
import { parseServiceAccountKey } from '../io/saveLink/serviceAccountKey';
import { resourceKinds, resourceLabels, type ResourceKind } from '../schema/resources';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { errorLine, planLines } from './publishReport';
import { MAX_KEY_BYTES, readRegularFile } from './readRegularFile';
import { readPassFile } from './saveLinkPassFile';
import { UsageError } from './usage';

/** What publish needs of its surroundings; tests pass their own. */
export interface PublishEnvironment {
  /** Whether a person can answer on this terminal (stdin and stdout are TTYs). */
  isTerminal: boolean;
  ask: (question: string) => Promise<string>;
  fetch: typeof fetch;
  /** Time and size limits of the requests; the tests shorten them. */
  limits?: HttpLimits;
}

async function askOnTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

const processEnvironment = (): PublishEnvironment => ({
  isTerminal: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  ask: askOnTerminal,
  fetch,
});

function endpointOption(value: string | undefined): { baseUrl: string; tokenUri?: string } {
  const endpoint = publishEndpoint(value ?? '');
  if (!endpoint.ok) throw new UsageError(`--endpoint ${endpoint.message}`);
  return endpoint;
}

/**
 * `pass-studio publish --key KEY.json FILE...`: each pass to Google (or --endpoint), classes
 * first: read Google's copy, show what changes and whom it reaches, ask, then insert, PUT or
 * (--patch) PATCH. Exit 0 all published or unchanged, 1 a pass invalid or refused by Google,
 * 2 bad usage, an unreadable file, or a key the token endpoint refused.
 */
export async function publishCommand(
  args: string[],
  out: Output,
  environment: PublishEnvironment = processEnvironment(),
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      endpoint: { type: 'string' },
      patch: { type: 'boolean' },
      yes: { type: 'boolean' },
      kind: { type: 'string' },
    },
  });
  if (values.key === undefined) throw new UsageError('publish needs --key KEY.json');
  if (positionals.length === 0) throw new UsageError('publish needs at least one FILE');
  const kind = kindOption(values.kind);
  const endpoint = endpointOption(values.endpoint);
  if (!values.yes && !environment.isTerminal) {
    out.stderr(
      'pass-studio: publish changes passes at Google and no one is here to confirm it (not a terminal): run it on a terminal, or pass --yes\n',
    );
    return 2;
  }
  const keyFile = await readRegularFile(values.key, MAX_KEY_BYTES);
  if ('problem' in keyFile) {
    out.stderr(`pass-studio: cannot read key ${values.key}: ${keyFile.problem}\n`);
    return 2;
  }
  const parsed = parseServiceAccountKey(keyFile.text);
  if (!parsed.ok) {
    out.stderr(`pass-studio: ${values.key}: ${parsed.message}\n`);
    return 2;
  }
  const passes: { file: string; kind: ResourceKind; document: unknown }[] = [];
  for (const file of positionals) {
    const pass = await readPassFile(file, kind, out);
    if (!pass.ok) return pass.code === 2 ? 2 : 1;
    passes.push({ file, kind: pass.kind, document: pass.document });
  }
  // Classes first: Google refuses an object whose class it does not have.
  passes.sort((a, b) => resourceKinds.indexOf(a.kind) - resourceKinds.indexOf(b.kind));

  // One client for the run: its time limit covers the token request and every API call.
  const http = createCarefulHttp(environment.fetch, environment.limits ?? HTTP_LIMITS);
  let tokens;
  try {
    tokens = createTokenSource({
      key: parsed.key,
      http,
      ...(endpoint.tokenUri && { tokenUri: endpoint.tokenUri }),
    });
  } catch (error) {
    out.stderr(`pass-studio: ${(error as Error).message}\n`);
    return 2;
  }
  const api = createWalletApi({ baseUrl: endpoint.baseUrl, http, tokens });
  let status = 0;
  for (const pass of passes) {
    const id = (pass.document as { id?: unknown }).id;
    out.stdout(
      `${pass.file}: ${resourceLabels[pass.kind].toLowerCase()} ${typeof id === 'string' ? printable(id, { oneLine: true }) : '(no id)'}\n`,
    );
    try {
      const outcome = await publishDocument(api, pass.kind, pass.document, {
        patch: values.patch ?? false,
        confirm: async (plan) => {
          for (const line of planLines(plan)) out.stdout(line + '\n');
          if (values.yes) return true;
          const answer = await environment.ask('  Send it? [y/N] ');
          return /^y(es)?$/i.test(answer.trim());
        },
      });
      if (!outcome.sent) {
        if (outcome.plan.action === 'refuse' || outcome.plan.action === 'unchanged') {
          for (const line of planLines(outcome.plan)) out.stdout(line + '\n');
        } else {
          out.stdout('  not sent\n');
        }
        if (outcome.plan.action === 'refuse') status = Math.max(status, 1);
        continue;
      }
      out.stdout(
        `  ${outcome.plan.action === 'insert' ? 'inserted' : outcome.plan.action === 'patch' ? 'patched' : 'updated'}\n`,
      );
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      out.stderr(`pass-studio: ${pass.file}: ${errorLine(error)}\n`);
      if (error.kind === 'token') return 2;
      status = Math.max(status, 1);
    }
  }
  return status;
}
