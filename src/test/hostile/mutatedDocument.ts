import fc from 'fast-check';
import { isRecord } from '../../io/walkDocument';

type Path = (string | number)[];
type Container = Record<string, unknown> | unknown[];

const OPERATIONS = [
  'deleteKey',
  'wrongType',
  'unknownKey',
  'duplicateItem',
  'reorderItems',
  'hugeString',
  'enumSpelling',
  'injectNull',
] as const;

export type MutationOperation = (typeof OPERATIONS)[number];

export interface Mutation {
  operation: MutationOperation;
  /** Chooses the target among the candidates, modulo their count. */
  pick: number;
  /** Chooses a key, an index or a spelling, modulo what the target offers. */
  choice: number;
  value: unknown;
  key: string;
}

/** About 1 MB: one shared string, so a run does not allocate a new one per mutation. */
const HUGE = 'x'.repeat(1_000_000);

const SPELLINGS: readonly ((value: string) => string)[] = [
  (v) => v.toLowerCase(),
  (v) => v.toUpperCase(),
  (v) => ` ${v}`,
  (v) => `${v} `,
  (v) => v.charAt(0).toUpperCase() + v.slice(1).toLowerCase(),
  (v) => v.replace(/_/g, '-'),
];

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

/** Every value of `document` with its path, the root first. */
function locations(document: unknown): { segments: Path; value: unknown }[] {
  const found: { segments: Path; value: unknown }[] = [];
  const visit = (value: unknown, segments: Path) => {
    found.push({ segments, value });
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...segments, i]));
    else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) visit(child, [...segments, key]);
    }
  };
  visit(document, []);
  return found;
}

/** Replaces the value at `segments` (never the root) through its parent. */
function setAt(document: unknown, segments: Path, value: unknown): void {
  let parent: unknown = document;
  for (const segment of segments.slice(0, -1)) {
    parent = isContainer(parent) ? (parent as Record<string | number, unknown>)[segment] : parent;
  }
  const last = segments.at(-1);
  if (isContainer(parent) && last !== undefined) {
    (parent as Record<string | number, unknown>)[last] = value;
  }
}

function pickOf<T>(candidates: readonly T[], pick: number): T | undefined {
  return candidates.length === 0 ? undefined : candidates[pick % candidates.length];
}

/** Applies one mutation in place; a mutation without a fitting target changes nothing. */
function apply(document: unknown, mutation: Mutation): unknown {
  const all = locations(document);
  const nonRoot = all.filter((l) => l.segments.length > 0);
  const { pick, choice } = mutation;
  switch (mutation.operation) {
    case 'deleteKey': {
      const target = pickOf(
        all.filter((l) => isRecord(l.value) && Object.keys(l.value).length > 0),
        pick,
      );
      if (target && isRecord(target.value)) {
        const keys = Object.keys(target.value);
        delete target.value[keys[choice % keys.length]!];
      }
      return document;
    }
    case 'wrongType':
    case 'injectNull': {
      const target = pickOf(nonRoot, pick);
      if (!target) return mutation.operation === 'injectNull' ? null : mutation.value;
      setAt(document, target.segments, mutation.operation === 'injectNull' ? null : mutation.value);
      return document;
    }
    case 'unknownKey': {
      const target = pickOf(
        all.filter((l) => isRecord(l.value)),
        pick,
      );
      if (target && isRecord(target.value)) target.value[`x-${mutation.key}`] = mutation.value;
      return document;
    }
    case 'duplicateItem':
    case 'reorderItems': {
      const target = pickOf(
        all.filter((l) => Array.isArray(l.value) && l.value.length > 0),
        pick,
      );
      if (!target || !Array.isArray(target.value)) return document;
      const items: unknown[] = target.value;
      if (mutation.operation === 'duplicateItem') {
        const item: unknown = items[choice % items.length];
        items.splice(choice % (items.length + 1), 0, structuredClone(item));
      } else {
        items.push(...items.splice(0, choice % items.length));
        if (choice % 2 === 1) items.reverse();
      }
      return document;
    }
    case 'hugeString':
    case 'enumSpelling': {
      const strings = nonRoot.filter((l) => typeof l.value === 'string');
      const target = pickOf(strings, pick);
      if (!target || typeof target.value !== 'string') return document;
      const spell = SPELLINGS[choice % SPELLINGS.length]!;
      setAt(
        document,
        target.segments,
        mutation.operation === 'hugeString' ? HUGE : spell(target.value),
      );
      return document;
    }
  }
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  // A 1 MB string costs real time per run: rarer than the cheap mutations.
  operation: fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(...OPERATIONS.filter((o) => o !== 'hugeString')) },
    { weight: 1, arbitrary: fc.constant('hugeString' as const) },
  ),
  pick: fc.nat(),
  choice: fc.nat(),
  value: fc.jsonValue({ maxDepth: 2 }),
  key: fc.string({ maxLength: 8 }),
});

/**
 * `base` documents broken by one to four random mutations: a key deleted, a value of the wrong
 * type, unknown keys at any depth, array items duplicated or reordered, a 1 MB string, an enum
 * spelled differently, null injected. The base value is cloned, never changed.
 */
export function mutatedDocument(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([document, mutations]) =>
      mutations.reduce<unknown>((doc, m) => apply(doc, m), structuredClone(document)),
    );
}
