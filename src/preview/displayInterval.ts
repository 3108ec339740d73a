import { instantOfText } from '../io/timeline';
import { record } from './read';

/** A TimeInterval's bound as an instant in `zone` (a bound without an offset is that zone's local time). */
export function boundAt(
  interval: unknown,
  name: 'start' | 'end',
  zone: string,
): number | undefined {
  return instantOfText(record(record(interval)?.[name])?.date, zone);
}

/**
 * Whether a TimeInterval allows showing a module at `now` (always when unset). A bound without an
 * offset is local time where the pass is viewed: it is read in the viewer's `zone`.
 */
export function isWithin(interval: unknown, now: Date, zone: string): boolean {
  const start = boundAt(interval, 'start', zone);
  const end = boundAt(interval, 'end', zone);
  const time = now.getTime();
  return (start === undefined || time >= start) && (end === undefined || time <= end);
}
