/** How much JSON one message or request body may hold; far above any real pass. */
export interface JsonLimits {
  /** Objects, arrays and primitives, counted as a tree (a shared object counts each time). */
  maxValues: number;
  /** Nesting of objects and arrays; a pass nests about 6 deep. */
  maxDepth: number;
  /** Characters of one string or key. */
  maxStringLength: number;
  /** Characters of all strings and keys together. */
  maxTotalChars: number;
}

export const defaultJsonLimits: JsonLimits = {
  maxValues: 10_000,
  maxDepth: 32,
  maxStringLength: 32_768,
  maxTotalChars: 1_048_576,
};

/** Why a value is refused: `code` for programs, `message` says where and why for people. */
export interface JsonBoundsProblem {
  code: 'too-large' | 'too-deep' | 'cyclic' | 'not-json';
  message: string;
}

function pointer(path: readonly (string | number)[]): string {
  return path.length === 0
    ? 'the top level'
    : path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether `value` is plain JSON within `limits`: objects, arrays, strings, finite numbers,
 * booleans and null (and undefined properties, which serializing leaves out), without cycles. Null when it is; else the first problem found. Walks
 * without recursion and stops at the first limit crossed, so its cost is bounded by the
 * limits, not by the value (a megabyte string, a cycle or a 100k-deep nest return at once).
 * Never throws, even for a Proxy or a throwing getter.
 */
export function checkJsonBounds(
  value: unknown,
  limits: JsonLimits = defaultJsonLimits,
): JsonBoundsProblem | null {
  try {
    return walk(value, limits);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { code: 'not-json', message: `The value cannot be read as JSON: ${reason}` };
  }
}

interface Frame {
  value: unknown;
  path: (string | number)[];
  /** The objects and arrays above this one, to tell a cycle from a shared value. */
  ancestors: ReadonlySet<object>;
}

function walk(root: unknown, limits: JsonLimits): JsonBoundsProblem | null {
  const stack: Frame[] = [{ value: root, path: [], ancestors: new Set() }];
  let values = 0;
  let chars = 0;
  const countString = (text: string, path: (string | number)[]): JsonBoundsProblem | null => {
    if (text.length > limits.maxStringLength) {
      return {
        code: 'too-large',
        message: `The string at ${pointer(path)} has ${text.length} characters; at most ${limits.maxStringLength} are accepted`,
      };
    }
    chars += text.length;
    return chars > limits.maxTotalChars
      ? {
          code: 'too-large',
          message: `The text is longer than ${limits.maxTotalChars} characters in all (reached at ${pointer(path)})`,
        }
      : null;
  };

  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { value, path, ancestors } = frame;
    values += 1;
    if (values > limits.maxValues) {
      return {
        code: 'too-large',
        message: `More than ${limits.maxValues} values (reached at ${pointer(path)})`,
      };
    }
    if (value === null || typeof value === 'boolean') continue;
    // JSON.stringify leaves out a property whose value is undefined, as hosts expect.
    if (value === undefined && typeof path.at(-1) === 'string') continue;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) continue;
      return { code: 'not-json', message: `${pointer(path)} is ${value}, which JSON cannot hold` };
    }
    if (typeof value === 'string') {
      const problem = countString(value, path);
      if (problem) return problem;
      continue;
    }
    if (typeof value !== 'object') {
      return {
        code: 'not-json',
        message: `${pointer(path)} is a ${typeof value}, which JSON cannot hold`,
      };
    }
    if (ancestors.has(value)) {
      return { code: 'cyclic', message: `${pointer(path)} contains itself (a cycle)` };
    }
    if (path.length >= limits.maxDepth) {
      return {
        code: 'too-deep',
        message: `${pointer(path)} is nested more than ${limits.maxDepth} levels deep`,
      };
    }
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainObject(value)) {
      return {
        code: 'not-json',
        message: `${pointer(path)} is a ${Object.prototype.toString.call(value).slice(8, -1)}, which JSON cannot hold`,
      };
    }
    const below = new Set(ancestors).add(value);
    const keys = isArray ? null : Object.keys(value);
    const length = isArray ? value.length : (keys?.length ?? 0);
    // The count check above runs per value; an array of a billion holes must not loop first.
    if (values + length > limits.maxValues) {
      return {
        code: 'too-large',
        message: `More than ${limits.maxValues} values (reached at ${pointer(path)})`,
      };
    }
    for (let index = length - 1; index >= 0; index -= 1) {
      if (isArray) {
        stack.push({
          value: (value as unknown[])[index],
          path: [...path, index],
          ancestors: below,
        });
      } else {
        const key = (keys as string[])[index] as string;
        const problem = countString(key, [...path, key]);
        if (problem) return problem;
        stack.push({
          value: (value as Record<string, unknown>)[key],
          path: [...path, key],
          ancestors: below,
        });
      }
    }
  }
  return null;
}
