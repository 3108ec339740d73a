import type { SectionId } from '../../schema/fieldUi';
import { introspect, nodeAt } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { resourceSections } from '../../schema/sections';
import { diffValues } from '../diff/diffValues';
import { aKind } from '../resourceFields';
import { validateAt } from '../validate';
import { isRecord } from '../walkDocument';
import { clipSection, type ClipRead } from './clipEnvelope';
import { clipName, readRefusal } from './clipRefusal';
import { pasteProblem } from './pasteProblem';
import { sectionNodes, sectionTitle } from './sectionValue';

/** A document's own identity: a pasted section never changes it. */
const IDENTITY = new Set(['id', 'classId', 'kind']);

/** What a section paste does to one field: set it where empty, replace it, or clear it. */
export type SectionAction = 'fill' | 'replace' | 'clear';

export interface SectionChange {
  key: string;
  label: string;
  action: SectionAction;
  /** The value to write; undefined for 'clear'. */
  value: unknown;
}

export interface LeftOutField {
  label: string;
  reason: string;
}

export type SectionPaste =
  | { ok: false; reason: string }
  | {
      ok: true;
      title: string;
      from: ResourceKind;
      changes: SectionChange[];
      leftOut: LeftOutField[];
      /** Labels of identity fields the copy holds, which stay this document's own. */
      kept: string[];
    };

const labelIn = (kind: ResourceKind, key: string) =>
  nodeAt(introspect(resourceSchemas[kind]), [key])?.label ?? key;

function leftOutReason(kind: ResourceKind, key: string): string {
  const node = nodeAt(introspect(resourceSchemas[kind]), [key]);
  if (!node) return `${aKind(kind)} has none`;
  const first = resourceSections[kind][0]?.id ?? 'basics';
  return `it is in the ${sectionTitle(kind, node.ui?.section ?? first)} section here`;
}

/**
 * Checks a copied section against the same section of a `kind` document and plans the paste:
 * which fields it fills, replaces or clears, which it leaves out and why. Nothing is written.
 */
export function checkSectionPaste(
  read: ClipRead,
  target: { kind: ResourceKind; section: SectionId; document: unknown },
): SectionPaste {
  const { kind, section } = target;
  const title = sectionTitle(kind, section);
  const refusal = readRefusal(read, 'a copied section');
  if (refusal !== null) return { ok: false, reason: refusal };
  if (read.read !== 'clip') {
    return {
      ok: false,
      reason: 'The clipboard holds JSON, not a copied section: copy one with “Copy section”.',
    };
  }
  const { clip } = read;
  const copied = clipSection(clip);
  if (copied === undefined || !isRecord(clip.value)) {
    const name = clipName(clip);
    return { ok: false, reason: `The clipboard holds ${name}; paste it into its list.` };
  }
  if (copied !== section) {
    return { ok: false, reason: `The clipboard holds ${clipName(clip)}; this is ${title}.` };
  }
  const value = clip.value;
  const document = isRecord(target.document) ? target.document : {};
  const nodes = sectionNodes(kind, section);
  const changes: SectionChange[] = [];
  const leftOut: LeftOutField[] = [];
  for (const node of nodes) {
    const { key, label } = node;
    const incoming = value[key];
    const current = document[key];
    if (IDENTITY.has(key)) continue;
    if (incoming === undefined) {
      if (current !== undefined) changes.push({ key, label, action: 'clear', value: undefined });
      continue;
    }
    const issues = validateAt(incoming, kind, [key]);
    if (issues.length > 0)
      leftOut.push({ label, reason: pasteProblem(kind, [key], issues[0]!, [key]) });
    else if (current === undefined) changes.push({ key, label, action: 'fill', value: incoming });
    else if (diffValues(current, incoming).length > 0)
      changes.push({ key, label, action: 'replace', value: incoming });
  }
  const here = new Set(nodes.map(({ key }) => key));
  const keys = Object.keys(value).filter((key) => value[key] !== undefined);
  for (const key of keys.filter((k) => !here.has(k) && !IDENTITY.has(k))) {
    leftOut.push({ label: labelIn(clip.from, key), reason: leftOutReason(kind, key) });
  }
  const kept = keys.filter((key) => IDENTITY.has(key)).map((key) => labelIn(clip.from, key));
  return { ok: true, title, from: clip.from, changes, leftOut, kept };
}

/** The writes of a planned paste: 'replace' makes the section the copy's, 'fill' only fills. */
export function sectionWrites(
  paste: Extract<SectionPaste, { ok: true }>,
  mode: 'replace' | 'fill',
): { key: string; value: unknown }[] {
  return paste.changes
    .filter(({ action }) => mode === 'replace' || action === 'fill')
    .map(({ key, value }) => ({ key, value }));
}
