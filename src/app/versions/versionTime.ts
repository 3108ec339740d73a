const DAY = 24 * 60 * 60 * 1000;

const startOfDay = (at: number) => new Date(at).setHours(0, 0, 0, 0);

/** "Today 14:05", "Yesterday 09:12", "3 Mar 2025, 14:05" in the reader's locale. */
export function versionTime(at: number, now = Date.now(), locale?: string): string {
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY);
  if (days === 0) return `Today ${time}`;
  if (days === 1) return `Yesterday ${time}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
