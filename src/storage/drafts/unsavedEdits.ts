import { readJson } from '../../io/readJson';
import type { ResourceKind } from '../../schema/resources';
import type { Draft } from './draft';

/**
 * One edit not yet known to be in IndexedDB. `path` is a react-hook-form field name
 * ('textModulesData.0.header') whose new value is `value` (absent: the field was cleared);
 * without a path, `value` is the whole document. `raw` is text typed in the JSON view.
 */
export type UnsavedEdit =
  | { at: number; path: string; value?: unknown }
  | { at: number; document: unknown }
  | { at: number; raw: string };

/** The edits of one draft since its last durable save, oldest first, with what recreates it. */
export interface UnsavedEdits {
  id: string;
  kind: ResourceKind;
  name: string;
  createdAt: number;
  edits: UnsavedEdit[];
}

const sameTarget = (a: UnsavedEdit, b: UnsavedEdit) =>
  ('path' in a && 'path' in b && a.path === b.path) ||
  ('document' in a && 'document' in b) ||
  ('raw' in a && 'raw' in b);

/** Adds `edit`; it replaces the last edit when both set the same thing (typing in one field). */
export function addEdit(journal: UnsavedEdits, edit: UnsavedEdit): UnsavedEdits {
  const last = journal.edits[journal.edits.length - 1];
  const kept = last && sameTarget(last, edit) ? journal.edits.slice(0, -1) : journal.edits;
  // A whole document supersedes everything before it.
  return { ...journal, edits: 'document' in edit ? [edit] : [...kept, edit] };
}

/** Forgets the edits made before `savedAt`: a save that started then holds them. */
export function dropSaved(journal: UnsavedEdits, savedAt: number): UnsavedEdits {
  return { ...journal, edits: journal.edits.filter((edit) => edit.at >= savedAt) };
}

/**
 * One journal from the copies several places kept of it (a place may lag or have missed writes):
 * every edit they hold, in the order typed, newest state winning. Edits before `since` (the stored
 * draft's `updatedAt`) are held by that save already and are left out. Edits are assignments
 * with strictly increasing `at`, so applying one twice changes nothing.
 */
export function mergeJournals(
  copies: readonly (UnsavedEdits | null)[],
  since = -Infinity,
): UnsavedEdits | null {
  const kept = copies.filter((copy): copy is UnsavedEdits => copy !== null);
  if (kept.length === 0) return null;
  const newest = (copy: UnsavedEdits) => copy.edits[copy.edits.length - 1]?.at ?? -Infinity;
  const header = kept.reduce((a, b) => (newest(b) > newest(a) ? b : a));
  const edits = kept
    .flatMap((copy) => copy.edits)
    .filter((edit) => edit.at >= since)
    .sort((a, b) => a.at - b.at);
  return edits.reduce(addEdit, { ...header, edits: [] });
}

const isContainer = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `document` with `value` at the dotted `path`, copying only the objects on the way. */
export function setAtPath(document: unknown, path: string, value: unknown, clear: boolean) {
  const keys = path.split('.');
  const write = (node: unknown, depth: number): unknown => {
    const key = keys[depth] as string;
    const index = /^\d+$/.test(key) ? Number(key) : null;
    const base: Record<string, unknown> | unknown[] = isContainer(node)
      ? Array.isArray(node)
        ? [...node]
        : { ...node }
      : index !== null
        ? []
        : {};
    const slot = Array.isArray(base) && index !== null ? index : key;
    const here = (base as Record<string | number, unknown>)[slot];
    if (depth === keys.length - 1) {
      if (clear && !Array.isArray(base)) delete base[key];
      else (base as Record<string | number, unknown>)[slot] = value;
    } else {
      (base as Record<string | number, unknown>)[slot] = write(here, depth + 1);
    }
    return base;
  };
  return write(document, 0);
}

/**
 * The draft with the unsaved edits applied in order, newest state winning. Text from the JSON view
 * becomes the document when it parses, and is kept as `rawText` when it does not, so nothing
 * typed is dropped; a later form edit means the text was fixed. Without a stored draft (its first save never finished) one is recreated.
 */
export function applyEdits(draft: Draft | undefined, journal: UnsavedEdits, now: number): Draft {
  let document: unknown = draft?.document ?? {};
  let rawText = draft?.rawText;
  for (const edit of journal.edits) {
    if ('raw' in edit) {
      const read = readJson(edit.raw);
      if (!read.ok) rawText = edit.raw;
      else {
        document = read.document;
        rawText = undefined;
      }
    } else {
      // The form is locked while the text is broken: a form edit means the text was fixed.
      rawText = undefined;
      document =
        'document' in edit
          ? edit.document
          : setAtPath(document, edit.path, edit.value, !('value' in edit));
    }
  }
  const base: Draft = draft ?? {
    id: journal.id,
    kind: journal.kind,
    name: journal.name,
    document,
    history: { past: [], future: [] },
    createdAt: journal.createdAt,
    updatedAt: now,
  };
  const next: Draft = { ...base, document, updatedAt: Math.max(now, base.updatedAt) };
  if (rawText === undefined) delete next.rawText;
  else next.rawText = rawText;
  return next;
}
