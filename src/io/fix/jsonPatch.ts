import { isRecord, type Segments } from '../walkDocument';

/**
 * One operation of an RFC 6902 JSON Patch: the three a fix needs. `path` is a JSON Pointer
 * (RFC 6901); for `add` into a list, its last segment is the index to insert at, or `-`.
 */
export type PatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

export type JsonPatch = readonly PatchOperation[];

/** The segments of a JSON Pointer: '/a/0/b~1c' -> ['a', '0', 'b/c'] (strings: lists read them). */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`not a JSON Pointer: ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer's segments with list positions as numbers, as Issue.segments has them. */
export function segmentsOfPointer(document: unknown, pointer: string): Segments {
  let at: unknown = document;
  return fromPointer(pointer).map((segment) => {
    const index = Array.isArray(at) && /^\d+$/.test(segment) ? Number(segment) : segment;
    at = isRecord(at) || Array.isArray(at) ? (at as Record<string, unknown>)[index] : undefined;
    return index;
  });
}

function index(list: readonly unknown[], segment: string, adding: boolean): number {
  if (adding && segment === '-') return list.length;
  if (!/^(0|[1-9]\d*)$/.test(segment)) throw new Error(`“${segment}” is not a list position`);
  const i = Number(segment);
  if (i > list.length || (!adding && i === list.length)) throw new Error(`no item ${i}`);
  return i;
}

function applyAt(value: unknown, segments: readonly string[], operation: PatchOperation): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) {
    if (operation.op === 'remove') throw new Error('cannot remove the whole document');
    return operation.value;
  }
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    const last = rest.length === 0;
    const i = index(copy, head, last && operation.op === 'add');
    if (!last) copy[i] = applyAt(copy[i], rest, operation);
    else if (operation.op === 'add') copy.splice(i, 0, operation.value);
    else if (operation.op === 'remove') copy.splice(i, 1);
    else copy[i] = operation.value;
    return copy;
  }
  if (!isRecord(value)) throw new Error(`nothing at “${head}” to change`);
  if (!Object.hasOwn(value, head) && !(rest.length === 0 && operation.op === 'add'))
    throw new Error(`no field “${head}”`);
  const copy: Record<string, unknown> = { ...value };
  if (rest.length === 0 && operation.op === 'remove') delete copy[head];
  else copy[head] = applyAt(value[head], rest, operation);
  return copy;
}

/**
 * `document` with `patch` applied, operation by operation (RFC 6902), copying only the objects
 * and lists on each operation's path: the rest keeps its identity, as the editor's snapshots do.
 * Throws when an operation's path does not exist; `document` is never changed.
 */
export function applyJsonPatch(document: unknown, patch: JsonPatch): unknown {
  return patch.reduce(
    (current, operation) => applyAt(current, fromPointer(operation.path), operation),
    document,
  );
}
