import { describe, expect, it } from 'vitest';
import { result } from './benchResult.fixture';
import { formatTable, reportRows } from './report.mjs';
import { TARGETS, targetText } from './targets.mjs';

describe('reportRows', () => {
  const rows = reportRows(result);
  const row = (start: string) => rows.find(([measure]) => measure.startsWith(start));

  it('shows every target of TARGETS beside a figure', () => {
    const shown = new Set(rows.map(([, , target]) => target));
    for (const target of Object.values(TARGETS)) expect(shown).toContain(targetText(target));
  });

  it.each([
    { measure: '  preview on screen p95 / floor p95', figure: '1.50×', verdict: 'met' },
    { measure: 'Open the 5 MB transit class', figure: '701.0 ms', verdict: 'not met' },
    { measure: 'Open the stress transit class', figure: '320.0 ms', verdict: 'met' },
    { measure: '  RJSF p95 / Pass Studio p95', figure: '44.4×', verdict: 'met' },
    { measure: 'Slowest section shown', figure: '140.0 ms (Modules)', verdict: 'met' },
    { measure: 'Longest task while showing sections', figure: '90.0 ms', verdict: 'not met' },
    { measure: 'Initial JS, gzip', figure: '180.7 KB', verdict: 'met' },
  ])('$measure: $figure, $verdict', ({ measure, figure, verdict }) => {
    expect(row(measure)).toEqual([expect.any(String), figure, expect.any(String), verdict]);
  });

  it("shows the page alone beside the editor's keys, without a target, when it was measured", () => {
    expect(row('The same page, no app work per key')).toEqual([
      expect.stringContaining('(200 keys)'),
      '7.0 ms / 8.0 ms',
      '',
      '',
    ]);
    const ratios = rows.filter(([measure]) => measure === '  the page alone p95 / floor p95');
    expect(ratios.map(([, figure]) => figure)).toEqual(['1.33×', '2.00×']);
    const before = reportRows({ ...result, pageAlone: undefined, hugePageAlone: undefined });
    expect(before).toEqual(rows.filter(([measure]) => !/page alone|no app work/.test(measure)));
  });

  it('says how many keys the trace did not see on screen', () => {
    expect(row('Floor')?.[0]).toContain('(200 keys, 2 not seen on screen)');
    expect(row('Keystroke')?.[0]).toContain('(stress transit class, 200 keys)');
  });

  it("leaves out the rows of what CI's short report does not measure, and only those", () => {
    const short = reportRows({
      ...result,
      rjsf: null,
      longText: null,
      batch: null,
      batchBound: null,
    });
    const unmeasured = /^( {2})?RJSF|^Open \/ reload a|^pass-studio batch/;
    expect(short).toEqual(rows.filter(([measure]) => !unmeasured.test(measure)));
    expect(short.length).toBeLessThan(rows.length);
  });

  it('says when a figure is missing', () => {
    const missing = reportRows({ ...result, sections: [] });
    expect(missing.find(([measure]) => measure.startsWith('Slowest section'))?.[3]).toBe('n/a');
  });
});

describe('formatTable', () => {
  it('aligns the columns under a header', () => {
    expect(
      formatTable([
        ['Open', '1.0 ms', '≤ 700 ms', 'met'],
        ['A longer measure', '12.0 ms', '', ''],
      ]).split('\n'),
    ).toEqual([
      'Measure           Figure   Target    Verdict',
      '----------------  -------  --------  -------',
      'Open              1.0 ms   ≤ 700 ms  met',
      'A longer measure  12.0 ms',
    ]);
  });
});
