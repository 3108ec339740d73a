import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { introspect } from '../schema/introspect';
import { resourceKinds, resourceSchemas, type ResourceKind } from '../schema/resources';
import { createChecker, createLinter } from './createLinter';
import { leafPaths, replaceAt } from '../test/hostile/leafPaths';
import { lint } from './lint';
import { imageUris } from './readiness/imageUris';
import type { ImageMeasurement, ImageMeasurements } from './readiness/readinessRule';
import { samples } from './samples';
import { arbitraryDocument } from '../test/io/arbitraryDocument';
import type { Segments } from './walkDocument';

type Json = Record<string, unknown>;

/** A linter that records what it checked afresh on each call. */
function watched(kind: ResourceKind) {
  let recomputed: Segments[] = [];
  const linter = createLinter(kind, { onRecompute: (unit) => recomputed.push(unit) });
  return {
    run(document: unknown, images?: ImageMeasurements) {
      recomputed = [];
      const issues = linter(document, { images });
      return { issues, recomputed };
    },
  };
}

/** Every array of a document with its path. */
function arrayPaths(value: unknown, at: Segments = []): Segments[] {
  if (typeof value !== 'object' || value === null) return [];
  const here = Array.isArray(value) ? [at] : [];
  const children = Array.isArray(value)
    ? value.map((item, i) => arrayPaths(item, [...at, i]))
    : Object.entries(value).map(([key, item]) => arrayPaths(item, [...at, key]));
  return [...here, ...children.flat()];
}

/** Every object (not array) of a document with its path, the root first. */
function recordPaths(value: unknown, at: Segments = []): Segments[] {
  if (typeof value !== 'object' || value === null) return [];
  const children = Array.isArray(value)
    ? value.map((item, i) => recordPaths(item, [...at, i]))
    : Object.entries(value).map(([key, item]) => recordPaths(item, [...at, key]));
  return [...(Array.isArray(value) ? [] : [at]), ...children.flat()];
}

const valueAt = (document: unknown, path: Segments): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], document);

type Edit =
  | { op: 'leaf'; pick: number; value: unknown }
  | { op: 'set'; pick: number; key: string; value: unknown }
  | { op: 'add'; pick: number; at: number; row: unknown; copy: boolean }
  | { op: 'remove'; pick: number; at: number }
  | { op: 'move'; pick: number; from: number; to: number };

/** Values that trip the rules: bad colours, http images, dotted ids, long texts, bad tags ... */
const interesting = fc.constantFrom<unknown>(
  '',
  'red',
  '#fc0',
  'http://a.example/i.png',
  'https://a.example/i.png',
  'a.b',
  '3388000000012345678.a b',
  'TEXT_ONLY',
  'UTF_8',
  'aztec',
  'é'.repeat(70),
  'en us',
  "class.textModulesData['x']",
  'object.nothing',
  true,
  0,
  null,
  {},
  [],
  { language: 'de', value: 'x' },
);

/** Keys the rules read, set on the root or on any object of the document. */
const ruleKey = fc.constantFrom(
  'hexBackgroundColor',
  'id',
  'classId',
  'issuerName',
  'enableSmartTap',
  'smartTapRedemptionValue',
  'language',
  'fieldPath',
  'uri',
  'header',
  'body',
  'type',
  'renderEncoding',
  'alternateText',
  'restrictToEmailSha256',
);

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant('leaf' as const), pick: fc.nat(), value: interesting }),
  fc.record({ op: fc.constant('set' as const), pick: fc.nat(), key: ruleKey, value: interesting }),
  fc.record({
    op: fc.constant('add' as const),
    pick: fc.nat(),
    at: fc.nat(),
    row: interesting,
    copy: fc.boolean(),
  }),
  fc.record({ op: fc.constant('remove' as const), pick: fc.nat(), at: fc.nat() }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), from: fc.nat(), to: fc.nat() }),
);

/** Applies an edit the way the editor does: new objects along the path, the rest shared. */
function applyEdit(document: Json, change: Edit): Json {
  if (change.op === 'leaf') {
    const leaves = leafPaths(document).filter((path) => path.length > 0);
    if (leaves.length === 0) return document;
    return replaceAt(document, leaves[change.pick % leaves.length]!, change.value) as Json;
  }
  if (change.op === 'set') {
    // Half the time on the root, where most of the rules' fields are.
    const records = recordPaths(document);
    const path = change.pick % 2 === 0 ? [] : records[(change.pick >> 1) % records.length]!;
    return replaceAt(document, [...path, change.key], change.value) as Json;
  }
  const arrays = arrayPaths(document);
  if (arrays.length === 0) return document;
  const path = arrays[change.pick % arrays.length]!;
  const rows = [...(valueAt(document, path) as unknown[])];
  if (change.op === 'add') {
    const row = change.copy && rows.length > 0 ? rows[change.at % rows.length] : change.row;
    rows.splice(change.at % (rows.length + 1), 0, row);
  } else if (rows.length === 0) {
    return document;
  } else if (change.op === 'remove') {
    rows.splice(change.at % rows.length, 1);
  } else {
    const [moved] = rows.splice(change.from % rows.length, 1);
    rows.splice(change.to % (rows.length + 1), 0, moved);
  }
  return replaceAt(document, path, rows) as Json;
}

const SIZES: ImageMeasurement[] = [
  { width: 660, height: 660 },
  { width: 100, height: 50 },
  'failed',
  { width: 3000, height: 1000 },
];

/** Some measurements of the document's images, or none. */
function measured(document: Json, kind: ResourceKind, seed: number | null) {
  if (seed === null) return undefined;
  return new Map(imageUris(document, kind).map((uri, i) => [uri, SIZES[(seed + i) % 4]!]));
}

describe('createLinter: the same warnings as lint(), edit after edit', () => {
  it.each(resourceKinds)(
    '%s',
    (kind) => {
      const base = fc.oneof(
        fc.constant(samples[kind] as Json),
        arbitraryDocument(introspect(resourceSchemas[kind])),
      );
      const steps = fc.array(fc.tuple(edit, fc.option(fc.nat())), { maxLength: 8 });
      fc.assert(
        fc.property(base, steps, (start, changes) => {
          const linter = createLinter(kind);
          let document = start;
          expect(linter(document)).toEqual(lint(document, kind));
          for (const [change, seed] of changes) {
            document = applyEdit(document, change);
            const options = { images: measured(document, kind, seed) };
            expect(linter(document, options)).toEqual(lint(document, kind, options));
          }
        }),
        { numRuns: 40 },
      );
    },
    60_000,
  );
});

const languages = ['de', 'fr', 'it', 'es', 'nl'];
const notice = (i: number) => ({
  id: `notice-${i}`,
  header: `Notice ${i}`,
  localizedBody: {
    defaultValue: { language: 'en', value: `Body ${i}` },
    translatedValues: languages.map((language) => ({ language, value: `Body ${i} (${language})` })),
  },
});

/** A big transit class: 1,600 text modules in five languages and 120 messages. */
const bigClass = (): Json => ({
  ...(samples.transitClass as Json),
  textModulesData: Array.from({ length: 1600 }, (_, i) => notice(i)),
  messages: Array.from({ length: 120 }, (_, i) => ({ id: `m${i}`, header: 'H', body: 'B' })),
});

/** The document with one text module's German body retyped, the editor's way. */
function retype(document: Json, index: number, text: string): Json {
  const modules = document.textModulesData as Json[];
  const module = modules[index]!;
  const body = module.localizedBody as { translatedValues: Json[] };
  const translated = body.translatedValues.with(0, { ...body.translatedValues[0], value: text });
  return {
    ...document,
    textModulesData: modules.with(index, {
      ...module,
      localizedBody: { ...body, translatedValues: translated },
    }),
  };
}

describe('createLinter: an edit re-derives only its unit', () => {
  const LOGO = 'https://example.com/logo.png';

  it.each<[string, ResourceKind, () => Json, (document: Json) => Json, Segments[]]>([
    [
      'a text module body on the big class',
      'transitClass',
      bigClass,
      (document) => retype(document, 812, 'Neuer Text'),
      [[], ['textModulesData', 812]],
    ],
    [
      'a top-level text field',
      'transitClass',
      bigClass,
      (document) => ({ ...document, hexBackgroundColor: 'red' }),
      [[], ['hexBackgroundColor']],
    ],
    [
      'a text module of the embedded offer class',
      'offerObject',
      () => {
        const offer = samples.offerObject as Json;
        const embedded = offer.classReference as Json;
        return {
          ...offer,
          classReference: { ...embedded, textModulesData: [notice(0), notice(1), notice(2)] },
        };
      },
      (document) => {
        const embedded = document.classReference as Json;
        return { ...document, classReference: retype(embedded, 1, 'x') };
      },
      [[], ['classReference', 'textModulesData', 1]],
    ],
    ['nothing: the same document again', 'transitClass', bigClass, (document) => document, [[]]],
  ])(
    '%s',
    (_name, kind, make, change, expected) => {
      const linter = watched(kind);
      const before = make();
      linter.run(before);
      const after = change(before);
      const { issues, recomputed } = linter.run(after);
      expect(recomputed).toEqual(expected);
      expect(issues).toEqual(lint(after, kind));
    },
    30_000,
  );

  it('follows new image measurements without walking again', () => {
    const linter = watched('transitClass');
    const document = samples.transitClass as Json;
    expect(linter.run(document).issues).toEqual([]);
    const uri = ((document.logo as Json).sourceUri as Json).uri as string;
    const { issues, recomputed } = linter.run(document, new Map([[uri, 'failed']]));
    expect(recomputed).toEqual([[]]);
    expect(issues.map((issue) => [issue.path, issue.rule])).toEqual([
      ['/logo/sourceUri/uri', 'google.image.load'],
    ]);
    expect(linter.run(document, new Map([[LOGO, { width: 660, height: 660 }]])).issues).toEqual([]);
  });
});

describe('createLinter: prepare derives ahead, in slices', () => {
  it('derives the units a slice at a time; the next call only puts them together', () => {
    let recomputed: Segments[] = [];
    const linter = createLinter('transitClass', { onRecompute: (unit) => recomputed.push(unit) });
    const document = bigClass();
    let slices = 0;
    // Each slice stops after 500 units: 1,600 text modules, 120 messages and the rest.
    for (;;) {
      let left = 500;
      slices += 1;
      if (linter.prepare(document, () => --left === 0)) break;
    }
    expect(slices).toBe(4);
    const derived = recomputed.length;
    expect(derived).toBeGreaterThan(1720);
    recomputed = [];
    expect(linter.prepare(document, () => true)).toBe(true);
    expect(recomputed).toEqual([]);
    const issues = linter(document);
    // Only the levels and the units that are plain values, compared by place, are checked now.
    expect(recomputed.filter((unit) => unit.length > 0 && typeof unit[1] === 'number')).toEqual([]);
    expect(issues).toEqual(lint(document, 'transitClass'));
  }, 30_000);
});

describe('createLinter: a moved row keeps its findings', () => {
  it('reports them at the new place without checking the row again', () => {
    const kept = (samples.transitClass as Json).textModulesData as Json[];
    const dotted = { id: 'fare.zone', header: 'H', body: 'B' };
    const document = { ...(samples.transitClass as Json), textModulesData: [dotted, ...kept] };
    const linter = watched('transitClass');
    expect(linter.run(document).issues.map((issue) => issue.path)).toEqual([
      '/textModulesData/0/id',
    ]);
    const moved = { ...document, textModulesData: [...kept, dotted] };
    const { issues, recomputed } = linter.run(moved);
    expect(recomputed).toEqual([[]]);
    expect(issues).toEqual(lint(moved, 'transitClass'));
    const at = kept.length;
    expect(issues.map((issue) => [issue.path, issue.segments, issue.rule])).toEqual([
      [`/textModulesData/${at}/id`, ['textModulesData', at, 'id'], 'google.id.textModule'],
    ]);
  });
});

describe('createLinter: order', () => {
  it('lists the document-level warnings first, then the rest in document order', () => {
    const document = {
      id: '3388000000012345678.a',
      hexBackgroundColor: 'red',
      textModulesData: [
        { id: 'a.b', header: 'H', body: 'B' },
        { id: 'c', header: 'H', localizedHeader: { defaultValue: { language: 'en', value: 'H' } } },
        {
          id: 'd',
          header: 'H',
          localizedHeader: { defaultValue: { language: 'en', value: 'H' } },
          localizedBody: { defaultValue: { language: 'en us', value: 'B' } },
        },
      ],
    };
    expect(lint(document, 'transitClass').map((issue) => [issue.path, issue.code])).toEqual([
      ['/issuerName', 'google.required'],
      ['/reviewStatus', 'google.required'],
      ['/transitType', 'google.required'],
      ['/logo', 'google.required'],
      ['/textModulesData/0/id', 'google.id.textModule'],
      ['/textModulesData/2/header', 'lint.textModuleRule'],
      ['/textModulesData/2/localizedBody/defaultValue/language', 'google.language'],
      ['/hexBackgroundColor', 'lint.colour'],
    ]);
  });
});

describe('createLinter: scopes are kept', () => {
  it("stops a 'subtree' check that reads the document, saying which and why", () => {
    const linter = createChecker('transitClass', [
      {
        code: 'test.leaky',
        scope: 'subtree',
        check: ({ document }) => (document.id ? [] : []),
      },
    ]);
    expect(() => linter({ logo: {} })).toThrow(
      "test.leaky is scoped 'subtree' but read context.document",
    );
  });
});
