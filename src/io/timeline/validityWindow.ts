import type { Segments } from '../walkDocument';
import { instantOfText } from './dateTimeValue';
import type { PassParts } from './passParts';
import { dateText, record } from './passText';

/** One bound of a pass's validity: its instant in the zone, and the date as written. */
export interface ValidityBound {
  at: number;
  written: string;
}

export interface ValidityWindow {
  start?: ValidityBound;
  end?: ValidityBound;
  /** The validTimeInterval's place in the document; null for sample data. */
  at: Segments | null;
}

export type ValidityPhase = 'notYetValid' | 'valid' | 'expired';

/**
 * A pass's validity (its object's validTimeInterval) in `zone`, or null when the pass has none to
 * show: a transit class, whose tickets (objects) each have their own; the sample trip's is not
 * one. The timeline's "Valid from" and "Valid until" and the card's "Not yet valid" and "Expired"
 * both read this, so one never promises what the other does not draw.
 */
export function validityWindow(parts: PassParts, zone: string): ValidityWindow | null {
  if (parts.kind === 'transitClass') return null;
  const interval = record(parts.obj?.validTimeInterval);
  const bound = (name: 'start' | 'end'): ValidityBound | undefined => {
    const written = dateText(interval, name);
    const at = instantOfText(written, zone);
    return written && at !== undefined ? { at, written } : undefined;
  };
  const start = bound('start');
  const end = bound('end');
  if (!start && !end) return null;
  return {
    ...(start && { start }),
    ...(end && { end }),
    at: parts.objectAt && [...parts.objectAt, 'validTimeInterval'],
  };
}

/** Where `instant` falls in a pass's validity: the end is inclusive (valid until that second). */
export function validityPhase(window: ValidityWindow | null, instant: number): ValidityPhase {
  if (window?.end && instant > window.end.at) return 'expired';
  if (window?.start && instant < window.start.at) return 'notYetValid';
  return 'valid';
}
