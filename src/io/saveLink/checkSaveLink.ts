import { quote } from '../describeValue';
import { googleErrorRows as rows } from '../googleErrorRows';
import { issuerIdOf } from '../issuerIdOf';
import { lint } from '../lint';
import { fieldLabel } from '../fieldLabel';
import { validate } from '../validate';
import { checkClaims } from './checkClaims';
import type { DecodedSaveLink, LinkPass } from './decodeSaveLink';
import { linkCost } from './linkCost';
import { passName, payloadListWords, type LinkFinding } from './linkFinding';
import { SAFE_JWT_LENGTH } from './saveLinkLength';

export interface LinkCheckOptions {
  /** Origins of the pages that will show the button: each must be in `origins`. */
  buttonOrigins?: readonly string[];
  /** Class ids the caller says exist at Google already (inserted through the API). */
  existingClasses?: readonly string[];
  /** The issuer id every id must start with; otherwise the ids must agree on one. */
  issuerId?: string;
  /** Seconds since the epoch; now by default. */
  now?: number;
}

const name = passName;
/** "16,504": a count as the dialog's summary writes it. */
const count = (n: number) => n.toLocaleString('en-US');

/** "Class ID", "Object ID": the field's label in the editor. */
const idLabel = (pass: LinkPass, key: string) => fieldLabel(pass.kind, [key]);

function checkIssuers(passes: readonly LinkPass[], issuerId?: string): LinkFinding[] {
  const ids = passes.flatMap((pass, index) =>
    (['id', 'classId'] as const).flatMap((key) => {
      const id = pass.document[key];
      return id === undefined ? [] : [{ key, id, index, issuer: issuerIdOf(id) }];
    }),
  );
  const expected = issuerId ?? ids.find((entry) => entry.issuer !== undefined)?.issuer;
  return (
    ids
      .filter((entry) => entry.issuer === undefined || entry.issuer !== expected)
      // An ID without an issuer is the pass's own issue (the editor's rule, at the editor's
      // severity); said here only for a pass saved by ID, whose fields are not checked.
      .filter((entry) => entry.issuer !== undefined || passes[entry.index]!.reference)
      .map(({ key, id, index, issuer }) => {
        const pass = passes[index]!;
        const named = `${idLabel(pass, key)} ${quote(typeof id === 'string' ? id : JSON.stringify(id))}`;
        return {
          id: 'link.issuer',
          severity: 'error' as const,
          where: `${pass.at}/${key}`,
          pass: index,
          message:
            issuer === undefined
              ? `${named} does not start with an issuer ID: Google refuses a link whose IDs are not your issuer ID in digits, a dot, then your own suffix`
              : `${named} is of issuer ${issuer}, not ${String(expected)}: a link saves the passes of one issuer`,
          explained: rows.invalidArgument,
        };
      })
  );
}

function checkClasses(passes: readonly LinkPass[], existing: readonly string[]): LinkFinding[] {
  const out: LinkFinding[] = [];
  passes.forEach((pass, index) => {
    if (pass.kind !== 'offerObject' || pass.reference) return;
    const classId = pass.document.classId;
    const embedded = (pass.document.classReference as { id?: unknown } | undefined)?.id;
    if (pass.classIndex !== undefined || embedded === classId) return;
    if (typeof classId === 'string' && existing.includes(classId)) return;
    out.push({
      id: 'link.class',
      severity: 'error',
      where: pass.at,
      pass: index,
      message: `The class ${String(classId)} of ${name(pass)} is not in the link: Google refuses it unless the class was inserted first`,
      explained: rows.somethingWentWrong,
    });
  });
  return out;
}

function checkPasses(passes: readonly LinkPass[]): LinkFinding[] {
  const out: LinkFinding[] = [];
  passes.forEach((pass, index) => {
    if (pass.reference) {
      out.push({
        id: 'link.reference',
        severity: 'note',
        where: pass.at,
        pass: index,
        message: `The ${name(pass)} is saved by id: it must already exist at Google`,
        explained: rows.notAvailable,
      });
      return;
    }
    const issues = [...validate(pass.document, pass.kind), ...lint(pass.document, pass.kind)];
    for (const issue of issues) {
      out.push({
        id: 'pass.issue',
        severity: issue.severity,
        where: `${pass.at}${issue.path}`,
        pass: index,
        message: issue.message,
        issue,
        ...(issue.severity === 'error' && { explained: rows.somethingWentWrong }),
      });
    }
  });
  return out;
}

function checkLength(link: DecodedSaveLink): LinkFinding[] {
  if (link.jwt.length <= SAFE_JWT_LENGTH) return [];
  const costs = linkCost(link.passes)
    .map((cost) => {
      const pass = link.passes[cost.pass]!;
      return `${fieldLabel(pass.kind, [cost.field])} of the ${name(pass)} (${count(cost.characters)})`;
    })
    .join(', ');
  return [
    {
      id: 'link.length',
      severity: 'warning',
      where: 'jwt',
      message: `The JWT has ${count(link.jwt.length)} characters, over Google’s safe ${count(SAFE_JWT_LENGTH)}: browsers and mail clients may cut it. Most of it: ${costs}`,
      explained: rows.linkTooLong,
    },
  ];
}

/**
 * What Google will refuse in a save link, or what will surprise: its header and claims, its
 * length, objects whose class is missing, ids of another issuer, and every pass's own errors and
 * readiness warnings. The signature is verifySaveLinkSignature's job.
 */
export function checkSaveLink(
  link: DecodedSaveLink,
  options: LinkCheckOptions = {},
): LinkFinding[] {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const findings = [...checkClaims(link, options.buttonOrigins ?? [], now), ...checkLength(link)];
  if (link.passes.length === 0 && link.otherLists.length === 0) {
    findings.push({
      id: 'link.payload',
      severity: 'error',
      where: 'claims.payload',
      message: 'The payload holds no class or object to save',
      explained: rows.somethingWentWrong,
    });
  }
  for (const { key, count } of link.otherLists) {
    findings.push({
      id: 'link.unchecked',
      severity: 'note',
      where: `claims.payload.${key}`,
      message: `${payloadListWords(key, count)} not checked: Pass Studio edits transit classes, offer classes and offer objects`,
    });
  }
  findings.push(
    ...checkIssuers(link.passes, options.issuerId),
    ...checkClasses(link.passes, options.existingClasses ?? []),
    ...checkPasses(link.passes),
  );
  return findings;
}
