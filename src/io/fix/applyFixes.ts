import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import type { Issue } from '../issue';
import { lint } from '../lint';
import { pathLabel } from '../pathLabel';
import { applyJsonPatch, type JsonPatch } from './jsonPatch';

/** One fix that was applied: its name, where (in words) and its patch. */
export interface AppliedFix {
  name: string;
  where: string;
  code: string;
  patch: JsonPatch;
}

export interface FixResult {
  document: unknown;
  /** Every operation applied, in order: one JSON Patch from the document given to the result. */
  patch: JsonPatch;
  applied: AppliedFix[];
}

/**
 * Applies the fixes of the warnings `which` picks (all of them by default), one at a time: the
 * document is checked again after each, since a fix can move the list positions the next one
 * names. Stops when no such warning with a fix is left, or when a fix leaves their number as it
 * was (that fix is then not kept). `document` is never changed.
 */
export function applyFixes(
  document: unknown,
  kind: ResourceKind,
  which: (issue: Issue) => boolean = () => true,
): FixResult {
  const root = introspect(resourceSchemas[kind]);
  const fixable = (doc: unknown) => lint(doc, kind).filter((issue) => issue.fix && which(issue));
  let current = document;
  let pending = fixable(current);
  const applied: AppliedFix[] = [];
  while (pending.length > 0) {
    const issue = pending[0]!;
    const fix = issue.fix!;
    let next: unknown;
    try {
      next = applyJsonPatch(current, fix.patch);
    } catch {
      break;
    }
    const left = fixable(next);
    if (left.length >= pending.length) break;
    applied.push({
      name: fix.name,
      where: pathLabel(root, issue.segments),
      code: issue.code,
      patch: fix.patch,
    });
    current = next;
    pending = left;
  }
  return { document: current, patch: applied.flatMap((fix) => fix.patch), applied };
}
