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

// Per interval object (snapshots keep the identity of what an edit left alone): a keystroke
// elsewhere reads no date again.
const bounds = new WeakMap<object, { zone: string; start?: number; end?: number }>();

function boundsOf(interval: unknown, zone: string): { start?: number; end?: number } {
  if (typeof interval !== 'object' || interval === null)
    return { start: boundAt(interval, 'start', zone), end: boundAt(interval, 'end', zone) };
  const known = bounds.get(interval);
  if (known?.zone === zone) return known;
  const read = {
    zone,
    start: boundAt(interval, 'start', zone),
    end: boundAt(interval, 'end', zone),
  };
  bounds.set(interval, read);
  return read;
}

/**
 * Whether a TimeInterval allows showing a module at `now` (always when unset). A bound without an
 * offset is local time where the pass is viewed: it is read in the viewer's `zone`.
 */
export function isWithin(interval: unknown, now: Date, zone: string): boolean {
  const { start, end } = boundsOf(interval, zone);
  const time = now.getTime();
  return (start === undefined || time >= start) && (end === undefined || time <= end);
}
