import { describe, expect, it } from 'vitest';
import { result } from './benchResult.fixture';
import { machineLines, slowestLines } from './reportLines.mjs';

describe('slowestLines', () => {
  it('gives the slowest keys per key on average, the functions divided among them', () => {
    const lines = slowestLines(result.trace);
    expect(lines).toContain('    1. 5.0 ms  beginWork (node_modules/react-dom/x.js:9)');
    expect(lines).toContain('    1. 15.0 ms  render (src/forms/render.ts:3)');
    expect(lines.join('\n')).toContain('scripting 20.0 ms, style and layout 3.0 ms');
  });
});

describe('machineLines', () => {
  it.each([
    { name: 'a quiet machine', end: [1.5, 1, 1], busy: false },
    { name: 'a machine busier than its cores at the end', end: [4.2, 3, 2], busy: true },
  ])('$name', ({ end, busy }) => {
    const lines = machineLines({
      ...result,
      machine: { ...result.machine, loadAverage: { start: [1, 1, 1], end } },
    });
    expect(lines[0]).toBe(
      `2 × test, Chromium 150, load average 1 1 1 at the start, ${end.join(' ')} at the end`,
    );
    expect(lines[1]).toBe('Wall time 200 s: build 20 s');
    expect(lines.some((line) => line.includes('busier than its 2 cores'))).toBe(busy);
  });
});
