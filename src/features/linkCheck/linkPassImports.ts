import { parsedVerdict, type Verdict } from '../../io';
import type { LinkPass } from '../../io/saveLink/decodeSaveLink';
import type { LinkFinding } from '../../io/saveLink/linkFinding';
import { classKinds, resourceLabels, type ResourceKind } from '../../schema/resources';

/** A pass of a link to open as a document, with its index in the link's passes. */
export interface LinkPassImport {
  pass: number;
  /** Its tab's name. */
  name: string;
  kind: ResourceKind;
  document: unknown;
  /** Its errors and warnings, as the link check counted them. */
  verdict: Verdict;
}

/** A tab's name for a pass of a link: its id without the issuer ('spring-sale'), else its kind. */
function passTabName(pass: LinkPass): string {
  const id = pass.document.id;
  if (typeof id !== 'string' || id === '') return `${resourceLabels[pass.kind]} from a save link`;
  return id.includes('.') ? id.slice(id.indexOf('.') + 1) || id : id;
}

/**
 * The passes of a link that open as documents, classes first so that each object opens beside
 * its class (as files opened together pair): every pass but those saved by id alone, each with
 * the verdict the link check counted for it.
 */
export function linkPassImports(
  passes: readonly LinkPass[],
  findings: readonly LinkFinding[],
): LinkPassImport[] {
  return passes
    .map((pass, index) => ({ pass, index }))
    .filter(({ pass }) => !pass.reference)
    .sort(
      (a, b) =>
        Number(!classKinds.includes(a.pass.kind)) - Number(!classKinds.includes(b.pass.kind)),
    )
    .map(({ pass, index }) => ({
      pass: index,
      name: passTabName(pass),
      kind: pass.kind,
      document: pass.document,
      verdict: parsedVerdict(
        findings.filter((f) => f.pass === index && f.issue).map((f) => f.issue!),
      ),
    }));
}
