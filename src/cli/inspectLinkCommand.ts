import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { explainedAt } from '../io/googleErrorRows';
import type { LinkPass } from '../io/saveLink/decodeSaveLink';
import { inspectSaveLink, type LinkInspection } from '../io/saveLink/inspectSaveLink';
import { passName, type LinkFinding } from '../io/saveLink/linkFinding';
import { linkVerdict } from '../io/saveLink/linkVerdict';
import { verdictWords } from '../io/verdict';
import type { Output } from './output';
import { readLinkInput, readStdin } from './readLinkInput';
import { MAX_KEY_BYTES, readRegularFile, type ReadText } from './readRegularFile';
import { originOption } from './saveLinkCommand';
import { UsageError } from './usage';

function findingLine(finding: LinkFinding): string {
  const where = finding.where ? ` ${finding.where}` : '';
  const see = finding.explained ? ` (see ${explainedAt(finding.explained)})` : '';
  const rule = finding.issue?.rule ? ` [${finding.issue.rule}]` : '';
  const hint = finding.id === 'link.class' ? ' (say so with --class-exists)' : '';
  return `${finding.severity}:${where} ${finding.message}${hint}${rule}${see}`;
}

function textReport({ link, findings, signature }: LinkInspection): string {
  const iss = typeof link.claims.iss === 'string' ? link.claims.iss : 'no issuer';
  const lines = [
    `Save link of ${link.jwt.length} characters, signed by ${iss} (signature ${signature === 'verified' ? 'verified' : signature === 'mismatch' ? 'DOES NOT MATCH the key' : 'not checked'})`,
  ];
  link.passes.forEach((pass, index) => {
    const paired =
      pass.classIndex === undefined ? '' : `, with ${passName(link.passes[pass.classIndex]!)}`;
    const verdict = pass.reference
      ? 'saved by id'
      : verdictWords(linkVerdict(findings, index)).text;
    lines.push(`  ${pass.at}: ${passName(pass)}${paired}: ${verdict}`);
  });
  for (const finding of findings) lines.push(findingLine(finding));
  lines.push(`${verdictWords(linkVerdict(findings)).text}.`);
  return lines.join('\n') + '\n';
}

async function writePasses(dir: string, passes: readonly LinkPass[], out: Output) {
  await mkdir(dir, { recursive: true });
  const used = new Set<string>();
  for (const pass of passes.filter((p) => !p.reference)) {
    const id = (typeof pass.document.id === 'string' ? pass.document.id : pass.at).replace(
      /[^\w.-]/g,
      '_',
    );
    const name = used.has(id) ? `${id}.${pass.at.replace(/\W/g, '')}` : id;
    used.add(name);
    await writeFile(join(dir, `${name}.json`), JSON.stringify(pass.document, null, 2) + '\n');
    out.stderr(`wrote ${join(dir, `${name}.json`)}\n`);
  }
}

/**
 * `pass-studio inspect-link URL|JWT|FILE`: the link check of a save link. Exit 0 nothing to
 * change, 1 problems (errors or warnings), 2 an unreadable link, file or key.
 */
export async function inspectLinkCommand(
  args: string[],
  out: Output,
  stdin: () => Promise<ReadText> = readStdin,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'class-exists': { type: 'string', multiple: true },
      issuer: { type: 'string' },
      'out-dir': { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  if (positionals.length !== 1) throw new UsageError('inspect-link needs one URL, JWT or FILE');
  const input = await readLinkInput(positionals[0]!, stdin);
  if (!input.ok) {
    out.stderr(`pass-studio: ${input.message}\n`);
    return 2;
  }
  let keyText: string | undefined;
  if (values.key !== undefined) {
    const read = await readRegularFile(values.key, MAX_KEY_BYTES);
    if ('problem' in read) {
      out.stderr(`pass-studio: cannot read key ${values.key}: ${read.problem}\n`);
      return 2;
    }
    keyText = read.text;
  }
  const result = await inspectSaveLink(input.text, {
    keyText,
    buttonOrigins: (values.origin ?? []).map(originOption),
    existingClasses: values['class-exists'] ?? [],
    ...(values.issuer !== undefined && { issuerId: values.issuer }),
  });
  if (!result.ok) {
    out.stderr(
      `pass-studio: ${result.unreadable === 'key' ? `${values.key}: ` : ''}${result.message}\n`,
    );
    return 2;
  }
  const { inspection } = result;
  if (values['out-dir'] !== undefined)
    await writePasses(values['out-dir'], inspection.link.passes, out);
  if (values.json) {
    const { jwt, header, claims, passes } = inspection.link;
    const findings = inspection.findings.map(({ issue: _issue, explained, ...rest }) => ({
      ...rest,
      ...(explained && { explained: explainedAt(explained) }),
    }));
    const report = {
      length: jwt.length,
      signature: inspection.signature,
      header,
      claims,
      passes,
      findings,
    };
    out.stdout(JSON.stringify(report, null, 2) + '\n');
  } else {
    out.stdout(textReport(inspection));
  }
  return inspection.findings.some((f) => f.severity !== 'note') ? 1 : 0;
}
