import { resourceLabels } from '../../schema/resources';
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
