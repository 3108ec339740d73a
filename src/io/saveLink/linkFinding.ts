import { resourceLabels } from '../../schema/resources';
import { fieldLabel } from '../fieldLabel';
import type { GoogleErrorRow } from '../googleErrorRows';
import type { Issue } from '../issue';
import type { LinkPass } from './decodeSaveLink';

/**
 * One thing the link check found. `error`: Google refuses the link or a pass in it; `warning`:
 * it works but will surprise (cut by a mail client, a button that does not show); `note`: worth
 * knowing, nothing to change.
 */
export interface LinkFinding {
  /** Stable id: 'link.aud', 'link.length', 'link.class', 'pass.issue' … */
  id: string;
  severity: 'error' | 'warning' | 'note';
  message: string;
  /** Where in the JWT: 'header.alg', 'claims.origins', 'offerObjects[0]'. */
  where: string;
  /** The pass (index in the link's passes) it is about. */
  pass?: number;
  /** For a pass's own issue: the issue, with its path inside the pass. */
  issue?: Issue;
  /** The row of docs/google-errors.md that explains what Google shows for it. */
  explained?: GoogleErrorRow;
}

/** How messages name a pass of a link: 'offer object 3388.spring'. */
export function passName(pass: Pick<LinkPass, 'kind' | 'document'>): string {
  const { id } = pass.document;
  return `${resourceLabels[pass.kind].toLowerCase()} ${typeof id === 'string' ? id : '(no id)'}`;
}

/**
 * Where a finding is, in a designer's words: the pass and its field ("Offer object 3388.spring ›
 * Title"), or the link's part. The JSON path (`where`) waits behind "Show path".
 */
export function findingPlace(
  finding: LinkFinding,
  passes: readonly Pick<LinkPass, 'kind' | 'document'>[],
): string {
  const pass = finding.pass === undefined ? undefined : passes[finding.pass];
  if (!pass)
    return finding.where.startsWith('claims') || finding.where.startsWith('header')
      ? 'The link’s claims'
      : 'The link';
  const own = passName(pass);
  const inside = finding.issue?.segments.length
    ? ` › ${fieldLabel(pass.kind, finding.issue.segments)}`
    : '';
  return `${own.charAt(0).toUpperCase()}${own.slice(1)}${inside}`;
}

/** A count of a payload list Pass Studio does not edit, in words: "1 event ticket object", "2 flight classes". */
export function payloadListWords(key: string, count: number): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${count} ${count === 1 ? words.replace(/(class)es$|s$/, '$1') : words}`;
}
