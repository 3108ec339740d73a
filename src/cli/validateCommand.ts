import { parseArgs } from 'node:util';
import { parse } from '../io/parse';
import type { Issue } from '../io/issue';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { readInputs } from './readInputs';
import { UsageError } from './usage';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function verdict(file: string, kind: string | null, issues: readonly Issue[]): string {
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.length - errors;
  const parts = [kind ?? 'kind unknown'];
  if (errors > 0) parts.push(plural(errors, 'error'));
  if (warnings > 0) parts.push(plural(warnings, 'warning'));
  return `${file}: ${errors > 0 ? 'invalid' : 'valid'} (${parts.join(', ')})`;
}

export function issueLine(file: string, issue: Issue): string {
  const where = `${file}:${issue.line ?? 1}:${issue.column ?? 1}`;
  const severity = issue.severity === 'warning' ? 'warning: ' : '';
  return `${where} ${issue.path === '' ? '(root)' : issue.path} ${severity}${issue.message}`;
}

/** `pass-studio validate`: a verdict per file; exit 1 when any file is invalid. */
export async function validateCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { kind: { type: 'string' }, json: { type: 'boolean' } },
  });
  const kind = kindOption(values.kind);
  if (positionals.length === 0) throw new UsageError('validate needs at least one FILE');
  const inputs = await readInputs(positionals);
  let unreadable = false;
  let invalid = false;
  const reports = [];
  const lines: string[] = [];
  for (const input of inputs) {
    if ('error' in input) {
      out.stderr(`pass-studio: cannot read ${input.file}: ${input.error}\n`);
      unreadable = true;
      continue;
    }
    const result = parse(input.text, kind);
    const valid = !result.issues.some((i) => i.severity === 'error');
    invalid ||= !valid;
    if (values.json) {
      reports.push({
        file: input.file,
        kind: result.kind,
        valid,
        issues: result.issues.map(({ path, message, line, column, severity }) => ({
          path,
          message,
          line,
          column,
          severity,
        })),
      });
    } else {
      lines.push(verdict(input.file, result.kind, result.issues));
      for (const issue of result.issues) lines.push(issueLine(input.file, issue));
    }
  }
  out.stdout(
    values.json ? JSON.stringify(reports, null, 2) + '\n' : lines.map((l) => l + '\n').join(''),
  );
  return unreadable ? 2 : invalid ? 1 : 0;
}
