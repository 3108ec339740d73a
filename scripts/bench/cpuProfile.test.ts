import { describe, expect, it } from 'vitest';
import { NO_PROJECT_FRAME, functionTimes, originOf, profileSamples } from './cpuProfile.mjs';

describe('originOf', () => {
  it.each([
    { file: 'node_modules/react-dom/cjs/react-dom-client.production.js', expected: 'react-dom' },
    { file: 'node_modules/@tanstack/query-core/build/x.js', expected: '@tanstack/query-core' },
    { file: 'src/forms/useDocumentValue.ts', expected: 'src/forms' },
    { file: 'http://127.0.0.1:4173/assets/x.js', expected: 'http://127.0.0.1:4173/assets/x.js' },
    { file: '', expected: '(no script: native or evaluated)' },
  ])('$file comes from $expected', ({ file, expected }) => {
    expect(originOf(file)).toBe(expected);
  });
});

// A profile of the main thread (pid 1, tid 1), sent in two chunks by the profiler's thread (tid 5):
// the root calls `render` (src/forms/render.ts), which calls `beginWork` (react-dom); the idle
// node and a worker's profile are left out.
const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });
const events = [
  {
    name: 'Profile',
    ph: 'P',
    id: '0x1',
    pid: 1,
    tid: 1,
    ts: 0,
    args: { data: { startTime: 1000 } },
  },
  { name: 'Profile', ph: 'P', id: '0x2', pid: 1, tid: 8, ts: 0, args: { data: { startTime: 0 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    id: '0x1',
    pid: 1,
    tid: 5,
    ts: 0,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, callFrame: frame('(idle)'), parent: 1 },
            { id: 3, callFrame: frame('a', 'render.js'), parent: 1 },
          ],
          samples: [3, 3],
        },
        timeDeltas: [0, 1000],
      },
    },
  },
  {
    name: 'ProfileChunk',
    ph: 'P',
    id: '0x1',
    pid: 1,
    tid: 5,
    ts: 0,
    args: {
      data: {
        cpuProfile: {
          nodes: [{ id: 4, callFrame: frame('b', 'react.js'), parent: 3 }],
          samples: [4, 4, 2],
        },
        timeDeltas: [1000, 3000, 1000],
      },
    },
  },
  {
    name: 'ProfileChunk',
    ph: 'P',
    id: '0x2',
    pid: 1,
    tid: 5,
    ts: 0,
    args: { data: { cpuProfile: { nodes: [], samples: [3] }, timeDeltas: [1500] } },
  },
];
const places: Record<string, { name: string; file: string; line?: number }> = {
  'render.js': { name: 'render', file: 'src/forms/render.ts', line: 3 },
  'react.js': { name: 'beginWork', file: 'node_modules/react-dom/cjs/x.js', line: 9 },
};
const resolve = ({ url = '' }) => places[url] ?? { name: '?', file: url };

describe('profileSamples', () => {
  it('reads the main thread profile across its chunks, each sample weighed to the next', () => {
    const { nodes, samples } = profileSamples(events, { pid: 1, tid: 1 });
    expect([...nodes.keys()]).toEqual([1, 2, 3, 4]);
    expect(samples).toEqual([
      { node: 3, time: 1000, weight: 1000 },
      { node: 3, time: 2000, weight: 1000 },
      { node: 4, time: 3000, weight: 3000 },
      { node: 4, time: 6000, weight: 1000 },
      { node: 2, time: 7000, weight: 0 },
    ]);
  });

  it('is empty for a thread that was not profiled', () => {
    expect(profileSamples(events, { pid: 9, tid: 9 }).samples).toEqual([]);
  });
});

describe('functionTimes', () => {
  const profile = profileSamples(events, { pid: 1, tid: 1 });
  it.each([
    {
      name: 'the whole profile',
      spans: [{ start: 0, end: 10_000 }],
      expected: {
        own: [
          { name: 'beginWork (node_modules/react-dom/cjs/x.js:9)', ms: 4 },
          { name: 'render (src/forms/render.ts:3)', ms: 2 },
        ],
        innermost: [{ name: 'render (src/forms/render.ts:3)', ms: 6 }],
        origins: [
          { name: 'react-dom', ms: 4 },
          { name: 'src/forms', ms: 2 },
        ],
      },
    },
    {
      name: 'two spans that leave out the middle',
      spans: [
        { start: 0, end: 1500 },
        { start: 5000, end: 8000 },
      ],
      expected: {
        own: [
          { name: 'render (src/forms/render.ts:3)', ms: 1 },
          { name: 'beginWork (node_modules/react-dom/cjs/x.js:9)', ms: 1 },
        ],
        innermost: [{ name: 'render (src/forms/render.ts:3)', ms: 2 }],
        origins: [
          { name: 'src/forms', ms: 1 },
          { name: 'react-dom', ms: 1 },
        ],
      },
    },
    {
      name: 'no span',
      spans: [],
      expected: { own: [], innermost: [], origins: [] },
    },
  ])('$name', ({ spans, expected }) => {
    expect(functionTimes(profile, spans, resolve)).toEqual(expected);
  });
});

describe('functionTimes, innermost', () => {
  // handler (src/forms) calls flush (react-dom), which calls render (src/preview), which calls
  // format (a dependency): React's flush counts under the handler, format under render.
  const nodes = new Map([
    [0, { callFrame: frame('(idle)') }],
    [5, { callFrame: frame('tick', 'react.js') }],
    [1, { callFrame: frame('handler', 'handler.js') }],
    [2, { callFrame: frame('flush', 'react.js'), parent: 1 }],
    [3, { callFrame: frame('render', 'render.js'), parent: 2 }],
    [4, { callFrame: frame('format', 'format.js'), parent: 3 }],
  ]);
  const samples = [2, 3, 4, 4, 5, 0].map((node, i) => ({ node, time: i * 1000, weight: 1000 }));
  const where: Record<string, { name: string; file: string }> = {
    'handler.js': { name: 'handler', file: 'src/forms/handler.ts' },
    'react.js': { name: 'flush', file: 'node_modules/react-dom/x.js' },
    'render.js': { name: 'render', file: 'src/preview/render.ts' },
    'format.js': { name: 'format', file: 'node_modules/intl/format.js' },
  };
  it('counts each sample under the project function nearest to it, or under none', () => {
    const times = functionTimes(
      { nodes, samples },
      [{ start: 0, end: 10_000 }],
      ({ url = '' }) => where[url] ?? { name: '?', file: url },
    );
    expect(times.innermost).toEqual([
      { name: 'render (src/preview/render.ts)', ms: 3 },
      { name: 'handler (src/forms/handler.ts)', ms: 1 },
      { name: NO_PROJECT_FRAME, ms: 1 },
    ]);
  });
});
