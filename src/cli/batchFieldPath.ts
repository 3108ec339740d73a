import { googleCounts, type GoogleLimit } from '../io/googleLimits';
import { readableTypeName } from '../io/describeValue';
import type { FieldNode } from '../schema/introspect';

/**
 * One step of a column header: a key, an array index, or an array element named by its `id`.
 * A list step carries the most items its list may hold when a spreadsheet fills it.
 */
export type BatchStep =
  { key: string } | { index: number; max: number } | { id: string; max: number };

/** A list with no limit of Google's takes at most this many items from a spreadsheet. */
export const BATCH_LIST_MAX = 1_000;

/** Lists Google displays only so many of: a spreadsheet fills no more. */
const GOOGLE_LIST_LIMITS: Readonly<Record<string, GoogleLimit>> = {
  textModulesData: googleCounts.textModules,
  imageModulesData: googleCounts.imageModules,
  messages: googleCounts.messages,
  cardRowTemplateInfos: googleCounts.cardRows,
};

/** Never a field of a pass; as a key, each could reach Object.prototype. */
export const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

const STEP = /^([A-Za-z_$][\w$]*)((?:\[[^\]]+\])*)$/;

const count = (n: number) => n.toLocaleString('en');

function kindWords(node: FieldNode): string {
  const words = readableTypeName(node.typeName ?? 'template').toLowerCase();
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

function listStep(inner: string, list: FieldNode, where: string): BatchStep {
  const limit = GOOGLE_LIST_LIMITS[list.key];
  const max = limit?.max ?? BATCH_LIST_MAX;
  if (/^\d+$/.test(inner)) {
    const index = Number(inner);
    if (index < max) return { index, max };
    throw new Error(
      limit
        ? `[${inner}] is past Google's limit of ${max} ${limit.what} (write an index from 0 to ${max - 1})`
        : `[${inner}] is past the ${count(max)} items a list takes from a spreadsheet (write an index from 0 to ${count(max - 1)})`,
    );
  }
  if (!list.element?.children?.some((child) => child.key === 'id'))
    throw new Error(`the items of “${where}” have no id: write an index such as [0]`);
  return { id: inner, max };
}

/**
 * Reads a column header such as `barcode.value` or `textModulesData[fare].body` against the
 * resource's schema: dots between keys, `[3]` for an index, `[fare]` for the item whose `id` is
 * "fare". Only fields the resource has, and indexes within the list's limit, are accepted.
 * Returns the steps and the field's node; throws with the reason for anything else.
 */
export function parseBatchPath(
  header: string,
  root: FieldNode,
): { steps: BatchStep[]; node: FieldNode } {
  const fail = (reason: string): never => {
    throw new Error(`column “${header}”: ${reason}`);
  };
  const steps: BatchStep[] = [];
  let node = root;
  let where = '';
  const parts = header.split('.').map((part) => ({ part, match: STEP.exec(part) }));
  if (parts.some(({ match }) => !match))
    fail('is not a field path (write it as barcode.value or textModulesData[fare].body)');
  for (const { part, match } of parts) {
    const key = match![1]!;
    if (FORBIDDEN.has(key)) fail(`“${key}” is not a field of a pass`);
    const child = node.kind === 'object' ? node.children?.find((c) => c.key === key) : undefined;
    if (!child) fail(`${where ? `“${where}”` : kindWords(root)} has no field “${key}”`);
    steps.push({ key });
    node = child!;
    where = where ? `${where}.${part}` : part;
    for (const [, inner] of match![2]!.matchAll(/\[([^\]]+)\]/g)) {
      if (node.kind !== 'array' || !node.element)
        fail(`“${node.key}” is not a list, so [${inner}] cannot follow it`);
      try {
        steps.push(listStep(inner!, node, node.key));
      } catch (error) {
        fail((error as Error).message);
      }
      node = node.element!;
    }
  }
  return { steps, node };
}

/**
 * A cell as the value its field takes: numbers, integers and booleans are read from their text,
 * objects and arrays from JSON, everything else stays a string. Throws with the reason.
 */
export function cellValue(text: string, node: FieldNode | undefined): unknown {
  switch (node?.kind) {
    case 'number':
    case 'integer': {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value))
        throw new Error(`“${text}” is not a number`);
      return value;
    }
    case 'boolean':
      if (text === 'true' || text === 'false') return text === 'true';
      throw new Error(`“${text}” is not true or false`);
    case 'object':
    case 'array':
      try {
        return JSON.parse(text);
      } catch {
        throw new Error(`“${text.slice(0, 40)}” is not JSON, which this field needs`);
      }
    default:
      return text;
  }
}
