import { plural } from '../io/verdict';
import { allRules } from '../io/readiness';
import type { FileReport, ReportIssue } from './fileReport';

export const FORMATS = ['text', 'json', 'github', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

/** FILE:LINE:COL PATH message, for a report issue or an io Issue (export and save-link use it). */
export function issueLine(
  file: string,
  issue: Pick<ReportIssue, 'path' | 'severity' | 'message'> & {
    line?: number;
    column?: number;
    rule?: string;
  },
): string {
  const where = `${file}:${issue.line ?? 1}:${issue.column ?? 1}`;
  const severity = issue.severity === 'warning' ? 'warning: ' : '';
  const rule = issue.rule?.startsWith('google.') ? ` [${issue.rule}]` : '';
  return `${where} ${issue.path === '' ? '(root)' : issue.path} ${severity}${issue.message}${rule}`;
}

function verdict(report: FileReport, strict: boolean): string {
  const errors = report.issues.filter((i) => i.severity === 'error').length;
  const warnings = report.issues.length - errors;
  const parts = [report.kind ?? 'kind unknown'];
  if (errors > 0) parts.push(plural(errors, 'error'));
  if (warnings > 0)
    parts.push(
      plural(warnings, 'warning') + (strict && errors === 0 ? ', failing under --strict' : ''),
    );
  return `${report.file}: ${report.valid ? 'valid' : 'invalid'} (${parts.join(', ')})`;
}

function text(reports: readonly FileReport[], strict: boolean): string {
  return reports
    .flatMap((report) => [
      verdict(report, strict),
      ...report.issues.map((issue) => issueLine(report.file, issue)),
    ])
    .map((line) => line + '\n')
    .join('');
}

/** GitHub workflow commands: %, CR and LF escaped in the message; also : and , in properties. */
const escapeData = (s: string) =>
  s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

function github(reports: readonly FileReport[]): string {
  return reports
    .flatMap((report) =>
      report.issues.map((issue) => {
        const properties = [
          `file=${escapeProperty(report.file)}`,
          `line=${issue.line}`,
          `col=${issue.column}`,
          `title=${escapeProperty(issue.rule)}`,
        ].join(',');
        const link = issue.source ? ` (${issue.source})` : '';
        const twin = issue.twin ? ` [twin: ${issue.twin}]` : '';
        return `::${issue.severity} ${properties}::${escapeData(`${issue.path || '(root)'} ${issue.message}${link}${twin}`)}\n`;
      }),
    )
    .join('');
}

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** SARIF 2.1.0, one run, with every readiness rule in the driver and each issue as a result. */
export function sarif(reports: readonly FileReport[]): object {
  const known = allRules();
  const ruleIds = [
    ...known.map((r) => r.id),
    ...new Set(
      reports
        .flatMap((r) => r.issues.map((i) => i.rule))
        .filter((id) => !known.some((k) => k.id === id)),
    ),
  ];
  const rules = ruleIds.map((id) => {
    const info = known.find((r) => r.id === id);
    return info
      ? { id, shortDescription: { text: info.title }, helpUri: info.source }
      : {
          id,
          shortDescription: {
            text: id === 'duplicateKey' ? 'A key appears twice in one object' : `Spec check: ${id}`,
          },
        };
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'pass-studio',
            informationUri: 'https://developers.google.com/wallet',
            rules,
          },
        },
        results: reports.flatMap((report) =>
          report.issues.map((issue) => ({
            ruleId: issue.rule,
            ruleIndex: ruleIds.indexOf(issue.rule),
            level: issue.severity,
            message: { text: `${issue.path || '(root)'} ${issue.message}` },
            ...(issue.twin && { properties: { twin: issue.twin } }),
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: report.file.split('\\').join('/') },
                  region: { startLine: issue.line, startColumn: issue.column },
                },
              },
            ],
          })),
        ),
      },
    ],
  };
}

export function formatReports(
  reports: readonly FileReport[],
  format: Format,
  strict: boolean,
): string {
  switch (format) {
    case 'json':
      return JSON.stringify(reports, null, 2) + '\n';
    case 'github':
      return github(reports);
    case 'sarif':
      return JSON.stringify(sarif(reports), null, 2) + '\n';
    default:
      return text(reports, strict);
  }
}
