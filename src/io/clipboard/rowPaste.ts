import type { FieldNode } from '../../schema/introspect';
import type { ResourceKind } from '../../schema/resources';
import { quote, withArticle } from '../describeValue';
import { shownText } from '../shownText';
import { validateAt } from '../validate';
import { isRecord, type Segments } from '../walkDocument';
import type { ClipRead } from './clipEnvelope';
import { clipName, readRefusal } from './clipRefusal';
import { clipType, plural, typeLabel } from './typeLabel';
import { freshIds } from './freshIds';
import { listRowNode } from './listClipType';
import { pasteProblem } from './pasteProblem';

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

const MAX_SAID = 3;

/** A pasted row's name: its first field that reads as text ("Fare"), else its id. */
function rowName(element: FieldNode, value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  for (const child of element.children ?? []) {
    const text = shownText(child, value[child.key]);
    if (text !== undefined) return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  }
  return typeof value.id === 'string' && value.id !== '' ? quote(value.id) : undefined;
}

function added(element: FieldNode, target: RowPasteTarget, values: unknown[], label: string) {
  const names = values.map(
    (value, i) => rowName(element, value) ?? `${label} ${target.at + i + 1}`,
  );
  const count = values.length;
  return `Added ${count} ${count === 1 ? label : plural(label)}: ${names.join(', ')}.`;
}

function leftOutLines(leftOut: { item: number; why: string }[]): string[] {
  const lines = leftOut.slice(0, MAX_SAID).map(({ item, why }) => `Left out item ${item}: ${why}.`);
  const more = leftOut.length - MAX_SAID;
  return more > 0 ? [...lines, `And ${more} more left out.`] : lines;
}

/**
 * Checks the clipboard against a list: a copied row of the list's type, or plain JSON (one
 * value or a list of them) whose items validate as its rows. Valid items are pasted, those that
 * are not are said with their first problem; a pasted id that the list has already gets a new
 * one, and the message says so.
 */
export function checkRowPaste(read: ClipRead, target: RowPasteTarget): RowPaste {
  const element = listRowNode(target.kind, target.list);
  if (element?.typeName === undefined) {
    return { ok: false, reason: 'This list takes no pasted rows.' };
  }
  const label = typeLabel(element.typeName);
  const refusal = readRefusal(read, plural(label));
  if (refusal !== null) return { ok: false, reason: refusal };
  let items: unknown[];
  if (read.read === 'clip') {
    if (read.clip.type !== clipType(element.typeName)) {
      const hint = read.clip.type.startsWith('section:') ? ' Paste a section on its section.' : '';
      return {
        ok: false,
        reason: `The clipboard holds ${clipName(read.clip)}; this list takes ${plural(label)}.${hint}`,
      };
    }
    items = [read.clip.value];
  } else if (read.read === 'plain') {
    items = Array.isArray(read.value) ? read.value : [read.value];
    if (items.length === 0) return { ok: false, reason: 'The clipboard holds an empty list.' };
  } else return { ok: false, reason: 'The clipboard holds nothing to paste.' };
  const valid: unknown[] = [];
  const leftOut: { item: number; why: string }[] = [];
  for (const [i, value] of items.entries()) {
    const at = [...target.list, target.at + valid.length];
    const issues = validateAt(value, target.kind, at);
    if (issues.length === 0) valid.push(value);
    else {
      const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
      leftOut.push({ item: i + 1, why: `${pasteProblem(target.kind, at, issues[0]!)}${more}` });
    }
  }
  if (valid.length === 0) {
    const { why } = leftOut[0]!;
    if (read.read === 'clip') {
      return { ok: false, reason: `The copied ${label} does not fit here: ${why}.` };
    }
    if (items.length === 1) {
      return { ok: false, reason: `The clipboard’s JSON is not ${withArticle(label)}: ${why}.` };
    }
    return {
      ok: false,
      reason: `None of the clipboard’s ${items.length} items is ${withArticle(label)}. ${leftOutLines(leftOut).join(' ')}`,
    };
  }
  const hasId = element.children?.some(({ key, kind }) => key === 'id' && kind === 'string');
  const renamed = hasId ? freshIds(target.rows, valid) : { values: valid, said: [] };
  const message = [
    added(element, target, renamed.values, label),
    ...renamed.said,
    ...leftOutLines(leftOut),
  ];
  return { ok: true, values: renamed.values, message: message.join(' ') };
}
