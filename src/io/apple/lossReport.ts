/** What became of one field or feature of the source pass. */
export type Fate = 'carried' | 'approximated' | 'dropped';

export interface LossLine {
  /** The part of the pass: "Front", "Barcode", "Languages". */
  group: string;
  /** The field or feature, in the editor's words (never a JSON name). */
  what: string;
  fate: Fate;
  /** How it was approximated, or why it was dropped. */
  how?: string;
}

/** Every field or feature of the source with its fate, in the order the conversion met them. */
export type LossReport = LossLine[];

/** A report's lines under their groups, in the order each group first appears. */
export function groupLines(report: LossReport): [group: string, lines: LossLine[]][] {
  const groups = new Map<string, LossLine[]>();
  for (const line of report) groups.set(line.group, [...(groups.get(line.group) ?? []), line]);
  return [...groups];
}

/** Whether anything was approximated or dropped. */
export const hasLosses = (report: LossReport) => report.some((line) => line.fate !== 'carried');

const FATE_WORDS: Record<Fate, string> = {
  carried: 'carried',
  approximated: 'approximated',
  dropped: 'dropped',
};

/** The report as text, a group a paragraph: "Front\n  carried  Title\n  dropped  Logo: why". */
export function lossReportText(report: LossReport): string {
  return groupLines(report)
    .map(
      ([group, lines]) =>
        `${group}\n${lines.map((l) => `  ${FATE_WORDS[l.fate].padEnd(12)} ${l.what}${l.how ? ` — ${l.how}` : ''}`).join('\n')}`,
    )
    .join('\n');
}
