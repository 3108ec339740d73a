import { plural } from '../verdict';
import { aKind } from '../resourceFields';
import type { SectionAction, SectionPaste } from './sectionPaste';

type Planned = Extract<SectionPaste, { ok: true }>;

const and = new Intl.ListFormat('en', { type: 'conjunction' });

const verbs: Record<SectionAction, string> = {
  fill: 'Fills',
  replace: 'Replaces',
  clear: 'Clears',
};

/**
 * What a planned section paste changes, one sentence per kind of change, before the person
 * chooses: "Replaces Text modules." "Clears Homepage: the copy has none." "Leaves out Info
 * module: an offer object has none."
 */
export function describeSectionPaste(paste: Planned): string[] {
  const lines = [`The ${paste.title} section copied from ${aKind(paste.from)}.`];
  for (const action of ['fill', 'replace', 'clear'] as const) {
    const labels = paste.changes.filter((c) => c.action === action).map((c) => c.label);
    if (labels.length === 0) continue;
    const why = action === 'clear' ? ': the copy has none' : '';
    lines.push(`${verbs[action]} ${and.format(labels)}${why}.`);
  }
  for (const { label, reason } of paste.leftOut) lines.push(`Leaves out ${label}: ${reason}.`);
  if (paste.kept.length > 0) {
    lines.push(`Keeps this document's own ${and.format(paste.kept)}.`);
  }
  if (paste.changes.length === 0) lines.push('Nothing to change: the section already holds it.');
  return lines;
}

/** After the paste: "Pasted the Modules section: 3 fields changed." */
export function sectionPasted(title: string, count: number): string {
  return count === 0
    ? `Nothing pasted: the ${title} section already holds it.`
    : `Pasted the ${title} section: ${plural(count, 'field')} changed.`;
}
