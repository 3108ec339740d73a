import { introspect, nodeAt } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { quote, withArticle } from '../describeValue';
import type { Issue } from '../issue';
import { validateAt } from '../validate';
import { isRecord, type Segments } from '../walkDocument';
import type { ClipRead } from './clipEnvelope';
import { clipName, readRefusal } from './clipRefusal';
import { plural, typeLabel } from './typeLabel';

/** Where rows are pasted: a list of a `kind` document, its rows now, the place of the first. */
export interface RowPasteTarget {
  kind: ResourceKind;
  list: Segments;
  rows: readonly unknown[];
  at: number;
}

/** The rows to insert at the target's place and what to say, or why nothing is pasted. */
export type RowPaste =
  { ok: true; values: unknown[]; message: string } | { ok: false; reason: string };

const idOf = (value: unknown) =>
  isRecord(value) && typeof value.id === 'string' && value.id !== '' ? value.id : undefined;

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The spec type of the list's rows, or undefined when its rows have none (tokens). */
export function listRowType(kind: ResourceKind, list: Segments): string | undefined {
  return nodeAt(introspect(resourceSchemas[kind]), [...list, 0])?.typeName;
}

/** An issue of a pasted row, led by the field it is at when its message does not name it. */
function problem(target: RowPasteTarget, issue: Issue): string {
  const node = nodeAt(introspect(resourceSchemas[target.kind]), issue.segments);
  const label = issue.segments.length > target.list.length + 1 ? node?.label : undefined;
  return label && !issue.message.startsWith(label) ? `${label}: ${issue.message}` : issue.message;
}

/** Rows whose id another row of the list has too, once pasted: said, never renamed. */
function repeatedIds(target: RowPasteTarget, values: unknown[], label: string): string[] {
  const { rows, at } = target;
  const after = [...rows.slice(0, at), ...values, ...rows.slice(at)];
  const said: string[] = [];
  const seen = new Set<string>();
  values.forEach((value, i) => {
    const id = idOf(value);
    if (id === undefined || seen.has(id)) return;
    seen.add(id);
    const other = after.findIndex((row, j) => j !== at + i && idOf(row) === id);
    if (other >= 0) said.push(`${quote(id)} is also the id of ${label} ${other + 1}`);
  });
  if (said.length === 0) return [];
  return [`${upperFirst(said.join('; '))}: give one of them another id.`];
}

function pasted(target: RowPasteTarget, values: unknown[], label: string): string {
  const first = target.at + 1;
  if (values.length > 1) {
    return `Pasted ${values.length} ${plural(label)} as rows ${first}–${first + values.length - 1}.`;
  }
  const id = idOf(values[0]);
  return `Pasted ${id === undefined ? withArticle(label) : `${label} ${quote(id)}`} as row ${first}.`;
}

/**
 * Checks the clipboard against a list: a copied row of the list's type, or plain JSON (one
 * value or a list of them) that validates as its rows. Ids that would repeat are said.
 */
export function checkRowPaste(read: ClipRead, target: RowPasteTarget): RowPaste {
  const type = listRowType(target.kind, target.list);
  if (type === undefined) return { ok: false, reason: 'This list takes no pasted rows.' };
  const label = typeLabel(type);
  const refusal = readRefusal(read, plural(label));
  if (refusal !== null) return { ok: false, reason: refusal };
  let values: unknown[];
  if (read.read === 'clip') {
    if (read.clip.type !== type) {
      const hint =
        read.clip.type === 'section' ? ' Paste a section at the top of its section.' : '';
      return {
        ok: false,
        reason: `The clipboard holds ${clipName(read.clip)}; this list takes ${plural(label)}.${hint}`,
      };
    }
    values = [read.clip.value];
  } else if (read.read === 'plain') {
    values = Array.isArray(read.value) ? read.value : [read.value];
    if (values.length === 0) return { ok: false, reason: 'The clipboard holds an empty list.' };
  } else return { ok: false, reason: 'The clipboard holds nothing to paste.' };
  for (const [i, value] of values.entries()) {
    const issues = validateAt(value, target.kind, [...target.list, target.at + i]);
    if (issues.length === 0) continue;
    const what =
      read.read === 'clip'
        ? `The copied ${label} does not fit here`
        : `The clipboard’s JSON${values.length > 1 ? ` (item ${i + 1})` : ''} is not ${withArticle(label)}`;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    return { ok: false, reason: `${what}: ${problem(target, issues[0]!)}${more}.` };
  }
  const message = [pasted(target, values, label), ...repeatedIds(target, values, label)];
  return { ok: true, values, message: message.join(' ') };
}
