/** The parts of an ISO 8601 date-time the date-time widget edits. */
export interface DateTimeParts {
  date: string;
  /** 'HH:MM' or 'HH:MM:SS'. */
  time: string;
  /** '.250', kept as entered. */
  fraction: string;
  /** '' for local time at the venue, 'Z', or '+01:00'. */
  offset: string;
}

const PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

/** The parts of `value`, or null when it is not a date-time this widget can take apart. */
export function splitDateTime(value: string): DateTimeParts | null {
  const m = PATTERN.exec(value);
  if (!m) return null;
  return { date: m[1] ?? '', time: m[2] ?? '', fraction: m[3] ?? '', offset: m[4] ?? '' };
}

/** The ISO string of `parts`; undefined when there is no date. A missing time is midnight. */
export function joinDateTime(parts: DateTimeParts): string | undefined {
  if (parts.date === '') return undefined;
  const time =
    parts.time === '' ? '00:00:00' : parts.time.length === 5 ? parts.time + ':00' : parts.time;
  return `${parts.date}T${time}${parts.fraction}${parts.offset}`;
}

/** UTC offsets in use around the world, for the offset choice. */
export const utcOffsets: readonly string[] = [
  '-12:00',
  '-11:00',
  '-10:00',
  '-09:30',
  '-09:00',
  '-08:00',
  '-07:00',
  '-06:00',
  '-05:00',
  '-04:00',
  '-03:30',
  '-03:00',
  '-02:00',
  '-01:00',
  '+00:00',
  '+01:00',
  '+02:00',
  '+03:00',
  '+03:30',
  '+04:00',
  '+04:30',
  '+05:00',
  '+05:30',
  '+05:45',
  '+06:00',
  '+06:30',
  '+07:00',
  '+08:00',
  '+08:45',
  '+09:00',
  '+09:30',
  '+10:00',
  '+10:30',
  '+11:00',
  '+12:00',
  '+12:45',
  '+13:00',
  '+14:00',
];
