import { describe, expect, it } from 'vitest';
import { progressLine, startProgress, type ProgressState } from './progress';

const at = (state: Partial<ProgressState>): ProgressState => ({
  label: 'batch',
  unit: 'rows',
  done: 0,
  elapsedMs: 0,
  ...state,
});

describe('progressLine', () => {
  it.each([
    [at({ done: 3 }), 'batch: 3 rows'],
    [at({ done: 1200, fraction: 0.25 }), 'batch: 1,200 rows · 25%'],
    [
      at({ done: 1200, fraction: 0.25, elapsedMs: 2000 }),
      'batch: 1,200 rows · 25% · 600 rows/s · about 6 s left',
    ],
    [at({ done: 1200, elapsedMs: 2000 }), 'batch: 1,200 rows · 600 rows/s'],
    [
      at({ label: 'validate', unit: 'files', done: 40, total: 400, elapsedMs: 4000 }),
      'validate: 40 of 400 files · 10 files/s · about 36 s left',
    ],
    [
      at({ label: 'validate', unit: 'files', done: 10, total: 1000, elapsedMs: 5000 }),
      'validate: 10 of 1,000 files · 2 files/s · about 8 min left',
    ],
    [
      at({ label: 'images', unit: 'images', done: 8, total: 8, elapsedMs: 3000 }),
      'images: 8 of 8 images · 3 images/s',
    ],
  ])('%j → %s', (state, line) => expect(progressLine(state)).toBe(line));
});

function recorder(terminal: boolean) {
  const writes: [string, string][] = [];
  const out = {
    stdout: (text: string) => void writes.push(['stdout', text]),
    stderr: (text: string) => void writes.push(['stderr', text]),
    ...(terminal ? { terminal: { columns: 30 } } : {}),
  };
  return { out, writes };
}

describe('startProgress', () => {
  it('on a terminal: draws in place, moves the line out of the way of output, clears at the end', () => {
    const { out, writes } = recorder(true);
    const progress = startProgress(out, 'validate', 'files', 2);
    progress.advance(1);
    progress.out.stdout('a.json: valid\n');
    progress.finish();
    expect(writes).toEqual([
      ['stderr', '\rvalidate: 1 of 2 files\x1b[K'],
      ['stderr', '\r\x1b[K'],
      ['stdout', 'a.json: valid\n'],
      ['stderr', '\rvalidate: 1 of 2 files\x1b[K'],
      ['stderr', '\r\x1b[K'],
    ]);
  });

  it('cuts the line to the terminal’s width, so that it never wraps', () => {
    const { out, writes } = recorder(true);
    startProgress(out, 'a-very-long-label-for-a-run', 'rows').advance(123456);
    expect(writes[0]![1]).toBe('\ra-very-long-label-for-a-run: \x1b[K');
  });

  it('when stderr is not a terminal: writes nothing of its own', () => {
    const { out, writes } = recorder(false);
    const progress = startProgress(out, 'batch', 'rows');
    progress.advance(1, 0.5);
    progress.out.stderr('rows.csv: row 2: problem\n');
    progress.finish();
    expect(writes).toEqual([['stderr', 'rows.csv: row 2: problem\n']]);
  });
});
