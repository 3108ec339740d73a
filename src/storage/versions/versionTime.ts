const DAY = 24 * 60 * 60 * 1000;

const startOfDay = (at: number) => new Date(at).setHours(0, 0, 0, 0);

/**
 * "Today 14:05", "Yesterday 09:12", "3 Mar 2025, 14:05" in the reader's locale; with `seconds`,
 * "Today 14:05:32".
 */
export function versionTime(
  at: number,
  now = Date.now(),
  locale?: string,
  seconds = false,
): string {
  const timeStyle = seconds ? 'medium' : 'short';
  const time = new Intl.DateTimeFormat(locale, { timeStyle }).format(at);
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY);
  if (days === 0) return `Today ${time}`;
  if (days === 1) return `Yesterday ${time}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle }).format(at);
}

/**
 * The times of a list of versions, each to the minute unless another in the list reads the same:
 * those two say their seconds too, so no two neighbours look alike.
 */
export function versionTimes(
  versions: readonly { at: number }[],
  now = Date.now(),
  locale?: string,
): string[] {
  const minutes = versions.map(({ at }) => versionTime(at, now, locale));
  const count = new Map<string, number>();
  for (const minute of minutes) count.set(minute, (count.get(minute) ?? 0) + 1);
  return versions.map(({ at }, i) =>
    count.get(minutes[i]!)! > 1 ? versionTime(at, now, locale, true) : minutes[i]!,
  );
}
