import { nodeAt, type FieldNode } from '../schema/introspect';

/** One step of a column header: a key, an array index, or an array element named by its `id`. */
export type BatchStep = { key: string } | { index: number } | { id: string };

const STEP = /^([A-Za-z_$][\w$]*)((?:\[[^\]]+\])*)$/;

/**
 * Reads a column header such as `barcode.value` or `textModulesData[fare].body`: dots between
 * keys, `[3]` for an array index, `[fare]` for the element whose `id` is "fare". Throws with
 * the reason for a header it cannot read.
 */
export function parseBatchPath(header: string): BatchStep[] {
  const steps: BatchStep[] = [];
  for (const part of header.split('.')) {
    const match = STEP.exec(part);
    if (!match)
      throw new Error(
        `column “${header}” is not a field path (write it as barcode.value or textModulesData[fare].body)`,
      );
    steps.push({ key: match[1]! });
    for (const [, inner] of match[2]!.matchAll(/\[([^\]]+)\]/g)) {
      steps.push(/^\d+$/.test(inner!) ? { index: Number(inner) } : { id: inner! });
    }
  }
  return steps;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema node a path leads to, to read a cell as the type the field has. */
export function batchNode(root: FieldNode, steps: readonly BatchStep[]): FieldNode | undefined {
  return nodeAt(
    root,
    steps.map((step) => ('key' in step ? step.key : 0)),
  );
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

/** Sets `value` at `steps` inside `target`, creating objects, arrays and id-named elements. */
export function setAtPath(
  target: Record<string, unknown>,
  steps: readonly BatchStep[],
  value: unknown,
): void {
  let parent: unknown = target;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const last = i === steps.length - 1;
    const fresh = () => ('key' in (steps[i + 1] ?? { key: '' }) ? {} : []);
    if ('key' in step) {
      if (!isRecord(parent)) throw new Error(`${step.key} sits in something that is not an object`);
      if (last) parent[step.key] = value;
      else if (parent[step.key] === undefined || parent[step.key] === null)
        parent[step.key] = fresh();
      parent = parent[step.key];
      continue;
    }
    if (!Array.isArray(parent)) throw new Error('an index or [id] on something that is not a list');
    let index: number;
    if ('index' in step) {
      index = step.index;
      while (parent.length <= index) parent.push({});
    } else {
      index = parent.findIndex((element) => isRecord(element) && element.id === step.id);
      if (index === -1) index = parent.push({ id: step.id }) - 1;
    }
    if (last) parent[index] = value;
    parent = parent[index];
  }
}
