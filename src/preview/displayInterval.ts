import { parseDateTime } from './formatDate';
import { record, text } from './read';

/**
 * Whether a TimeInterval allows showing a module at `now` (always when unset). A bound without an
 * offset is venue wall-clock time; the preview reads it as UTC.
 */
export function isWithin(interval: unknown, now: Date): boolean {
  const bound = (name: 'start' | 'end') => {
    const date = text(record(record(interval)?.[name])?.date);
    return date ? parseDateTime(date)?.date.getTime() : undefined;
  };
  const start = bound('start');
  const end = bound('end');
  const time = now.getTime();
  return (start === undefined || time >= start) && (end === undefined || time <= end);
}
