import { visit } from 'jsonc-parser';
import { quote } from './describeValue';
import type { Segments } from './walkDocument';

type Segment = Segments[number];

/** A property name that appears again in one object: JSON readers keep this, the last value. */
export interface RepeatedKey {
  /** Where the repeat's value sits: the object's path and the key. */
  segments: Segment[];
  key: string;
  /** Offset of the repeat's key. */
  offset: number;
  /** Offset of the key's previous occurrence. */
  previous: number;
  /** The value that counts, in words: 'an object', 'a list', or the literal as written. */
  shown: string;
}

export interface JsonScan {
  /**
   * The offset that best shows something at `segments` (one of the paths scanned for): where its
   * value starts; for `target: 'key'`, where its property name starts; for a path the text lacks,
   * the nearest enclosing value. A repeated key resolves to its last occurrence, as JSON.parse.
   */
  offsetOf(segments: readonly Segment[], target?: 'value' | 'key'): number | undefined;
  repeatedKeys: RepeatedKey[];
}

/** The paths looked for, as a tree; each node learns where its value (and key) start. */
interface Wanted {
  children?: Map<Segment, Wanted>;
  value?: number;
  key?: number;
}

function wantedTree(paths: readonly (readonly Segment[])[]): Wanted {
  const root: Wanted = {};
  for (const path of paths) {
    let node = root;
    for (const segment of path) {
      node.children ??= new Map();
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = {}));
      node = child;
    }
  }
  return root;
}

/** A repeated key's earlier value may have left offsets below it: the last value is what counts. */
function forget(node: Wanted) {
  if (!node.children) return;
  for (const child of node.children.values()) {
    child.value = undefined;
    child.key = undefined;
    forget(child);
  }
}

interface Frame {
  kind: 'object' | 'array';
  wanted: Wanted | undefined;
  /** Arrays: the next element's index. */
  index: number;
  /** Objects: each key's latest offset, made on the first key. */
  keys?: Map<string, number>;
}

/**
 * One pass over JSON text that JSON.parse accepts: finds where the values at `paths` and their
 * ancestors start (to give issues a line and column) and every repeated key. One walk replaces a
 * syntax tree of the whole text, which a 5 MB pass made large and slow.
 */
export function scanJson(text: string, paths: readonly (readonly Segment[])[]): JsonScan {
  const root = wantedTree(paths);
  const repeatedKeys: RepeatedKey[] = [];
  const stack: Frame[] = [];
  // The path of the value being read, for the repeated keys' segments.
  const path: Segment[] = [];
  let property: { wanted: Wanted | undefined; repeat?: Omit<RepeatedKey, 'shown'> } | undefined;

  /** A value starts at `offset`: which wanted node it is, recorded. */
  const enter = (offset: number, shown: () => string): Wanted | undefined => {
    const parent = stack.at(-1);
    let wanted: Wanted | undefined;
    if (!parent) wanted = root;
    else if (parent.kind === 'object') {
      wanted = property?.wanted;
      if (property?.repeat) repeatedKeys.push({ ...property.repeat, shown: shown() });
      property = undefined;
    } else {
      path.push(parent.index);
      wanted = parent.wanted?.children?.get(parent.index);
      parent.index += 1;
    }
    if (wanted) {
      if (wanted.value !== undefined) forget(wanted);
      wanted.value = offset;
    }
    return wanted;
  };
  const leave = () => {
    if (stack.length > 0) path.pop();
  };

  visit(
    text,
    {
      onObjectBegin: (offset) => {
        stack.push({ kind: 'object', wanted: enter(offset, () => 'an object'), index: 0 });
      },
      onObjectEnd: () => {
        stack.pop();
        leave();
      },
      onArrayBegin: (offset) => {
        stack.push({ kind: 'array', wanted: enter(offset, () => 'a list'), index: 0 });
      },
      onArrayEnd: () => {
        stack.pop();
        leave();
      },
      onObjectProperty: (key, offset) => {
        const frame = stack.at(-1) as Frame;
        frame.keys ??= new Map();
        const previous = frame.keys.get(key);
        frame.keys.set(key, offset);
        path.push(key);
        const wanted = frame.wanted?.children?.get(key);
        if (wanted) wanted.key = offset;
        property = {
          wanted,
          repeat:
            previous === undefined ? undefined : { segments: [...path], key, offset, previous },
        };
      },
      onLiteralValue: (value: unknown, offset) => {
        enter(offset, () => (typeof value === 'string' ? quote(value) : JSON.stringify(value)));
        leave();
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );

  return {
    repeatedKeys,
    offsetOf(segments, target = 'value') {
      let node: Wanted | undefined = root;
      let found: number | undefined = root.value;
      let depth = 0;
      for (const segment of segments) {
        node = node.children?.get(segment);
        if (node?.value === undefined) break;
        found = node.value;
        depth += 1;
      }
      const whole = depth === segments.length;
      if (target === 'key' && whole && typeof segments.at(-1) === 'string') {
        return node?.key ?? found;
      }
      return found;
    },
  };
}
